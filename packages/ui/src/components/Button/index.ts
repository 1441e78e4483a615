export { Button, RECLICK_LOCK_MS, type ButtonProps, type ButtonVariant } from './Button';
