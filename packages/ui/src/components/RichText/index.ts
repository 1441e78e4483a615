export { RichText, type RichTextProps, type RichTextHeading } from './RichText';
