export { LangSelect, type LangSelectProps } from './LangSelect';
