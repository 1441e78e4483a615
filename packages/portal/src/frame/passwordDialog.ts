// Imported dynamically by ConsoleFrame.tsx, so the dialog and its form libraries get their own chunk.
export { PasswordDialog } from '@chainportal/ui';
