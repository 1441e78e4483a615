export { PasswordDialog, PASSWORD_DIALOG_WIDTH, type PasswordDialogProps } from './PasswordDialog';
export {
  passwordChangeSchema,
  PASSWORD_MIN,
  PASSWORD_MAX,
  PASSWORD_PATTERN,
  PASSWORD_MESSAGES,
  type PasswordChangeFormValues,
  type PasswordChangeValues,
  type PasswordMessageKey,
} from './passwordChangeSchema';
