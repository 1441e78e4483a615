export { TableOfContents, type TableOfContentsProps, type TableOfContentsItem } from './TableOfContents';
