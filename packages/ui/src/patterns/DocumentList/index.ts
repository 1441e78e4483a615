export { DocumentList, type DocumentListProps, type TechDocument } from './DocumentList';
