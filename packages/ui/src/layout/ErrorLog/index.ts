export { ErrorLog, type ErrorLogEntry, type ErrorLogProps } from './ErrorLog';
