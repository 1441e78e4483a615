export { Upload, type UploadProps } from './Upload';
export {
  validateUploadFiles,
  UPLOAD_ACCEPT,
  UPLOAD_EXTENSIONS,
  UPLOAD_MAX_BYTES,
  type UploadRejection,
  type UploadRejectionReason,
  type ValidateUploadOptions,
} from './validateUploadFiles';
