export { Button, type ButtonProps, type ButtonVariant } from './Button';
export { RECLICK_LOCK_MS, useReclickLock, type ReclickLock } from './useReclickLock';
