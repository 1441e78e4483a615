/** File types the portal accepts for attachments (docs/product.md#routes, docs/product.md#validation). */
export const UPLOAD_EXTENSIONS = ['png', 'jpg', 'gif', 'jpeg', 'pdf', 'doc'] as const;

/** The `accept` list for attachments, in the form of the input's `accept` attribute. */
export const UPLOAD_ACCEPT = UPLOAD_EXTENSIONS.map((ext) => `.${ext}`).join(',');

/** Attachments must be under 10MB (docs/product.md#validation, docs/product.md#limits); a file of exactly 10MB is refused. */
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;

export type UploadRejectionReason = 'type' | 'size' | 'count';

export interface UploadRejection {
  file: File;
  reason: UploadRejectionReason;
}

export interface ValidateUploadOptions {
  /** Comma-separated extensions (`.pdf`) and MIME types (`image/*`). @default UPLOAD_ACCEPT */
  accept?: string;
  /** Files must be smaller than this. @default UPLOAD_MAX_BYTES */
  maxBytes?: number;
  /** How many files may be chosen in all; unlimited when omitted. */
  maxCount?: number;
  /** How many files are already chosen. @default 0 */
  existingCount?: number;
}

function matchesAccept(file: File, accept: string): boolean {
  const tokens = accept
    .split(',')
    .map((token) => token.trim().toLowerCase())
    .filter(Boolean);
  if (tokens.length === 0) return true;
  const name = file.name.toLowerCase();
  const mime = file.type.toLowerCase();
  return tokens.some((token) => {
    if (token.startsWith('.')) return name.endsWith(token);
    if (token.endsWith('/*')) return mime.startsWith(token.slice(0, -1));
    return mime === token;
  });
}

/**
 * Splits chosen files into those that may be uploaded and those refused, with the reason: a type
 * outside `accept`, a size of `maxBytes` or more, or one file too many. Runs before any upload.
 */
export function validateUploadFiles(
  files: readonly File[],
  {
    accept = UPLOAD_ACCEPT,
    maxBytes = UPLOAD_MAX_BYTES,
    maxCount,
    existingCount = 0,
  }: ValidateUploadOptions = {},
): { accepted: File[]; rejected: UploadRejection[] } {
  const accepted: File[] = [];
  const rejected: UploadRejection[] = [];
  for (const file of files) {
    if (!matchesAccept(file, accept)) rejected.push({ file, reason: 'type' });
    else if (file.size >= maxBytes) rejected.push({ file, reason: 'size' });
    else if (maxCount !== undefined && existingCount + accepted.length >= maxCount)
      rejected.push({ file, reason: 'count' });
    else accepted.push(file);
  }
  return { accepted, rejected };
}

/** The accept list as users read it: "png, jpg, gif, jpeg, pdf, doc". */
export function describeAccept(accept: string): string {
  return accept
    .split(',')
    .map((token) => token.trim().replace(/^\./, ''))
    .filter(Boolean)
    .join(', ');
}

/** A byte limit as users read it: 10485760 -> "10MB". */
export function describeByteLimit(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  if (Number.isInteger(mb)) return `${mb}MB`;
  return `${Math.round(bytes / 1024)}KB`;
}
