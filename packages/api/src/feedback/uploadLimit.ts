/** docs/product.md#routes, docs/product.md#validation, docs/product.md#limits: png, jpg, gif, jpeg, pdf, doc; 10 MB. */
export const UPLOAD_EXTENSIONS = ['png', 'jpg', 'gif', 'jpeg', 'pdf', 'doc'] as const;
export const UPLOAD_MIME_TYPES = [
  'image/png',
  'image/jpeg',
  'image/gif',
  'application/pdf',
  'application/msword',
] as const;
/**
 * The one upload limit (docs/product.md#limits: "under 10MB"): a file must be smaller than this
 * many bytes; exactly 10 MB is refused. The portal passes it to every client-side check and the
 * server refuses the same files (23002); nginx's body limit sits above it (decision 0049).
 */
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;

/** True when a file of `size` bytes is within the upload limit (not empty, under UPLOAD_MAX_BYTES). */
export const isUploadSizeAllowed = (size: number): boolean => size > 0 && size < UPLOAD_MAX_BYTES;
