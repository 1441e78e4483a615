export { Result, type ResultProps, type ResultStatus } from './Result';
