import { describe, expect, it } from 'vitest';
import { isUploadSizeAllowed, UPLOAD_MAX_BYTES } from '@chainportal/api';
import { validateUploadFiles } from '@chainportal/ui';

/** A file that says it has `size` bytes (validateUploadFiles reads only name, type and size). */
const fileOfSize = (size: number) => {
  const file = new File(['x'], 'report.pdf', { type: 'application/pdf' });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};

describe('the upload limit (decision 0049)', () => {
  it('the check before upload (ui, given the api limit) and the server agree on every size around 10MB', () => {
    for (const size of [UPLOAD_MAX_BYTES - 1, UPLOAD_MAX_BYTES, UPLOAD_MAX_BYTES + 1]) {
      const { accepted } = validateUploadFiles([fileOfSize(size)], { maxBytes: UPLOAD_MAX_BYTES });
      expect({ size, client: accepted.length === 1 }).toEqual({ size, client: isUploadSizeAllowed(size) });
    }
  });
});
