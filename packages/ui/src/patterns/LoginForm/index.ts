export { LoginForm, type LoginFormProps } from './LoginForm';
export {
  loginSchema,
  LOGIN_MESSAGES,
  type LoginFormValues,
  type LoginValues,
  type LoginMessageKey,
} from './loginSchema';
