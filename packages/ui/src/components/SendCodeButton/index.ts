export { SendCodeButton, RESEND_SECONDS, type SendCodeButtonProps } from './SendCodeButton';
