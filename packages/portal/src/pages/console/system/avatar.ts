// Avatar upload rules (docs/decisions/0026-avatar-upload.md): an image (png, jpg, jpeg, gif) of at
// most 1 MB, sent to /editHeadImg as a data: URL (its schema allows 2,000,000 characters).
export const AVATAR_ACCEPT = '.png,.jpg,.jpeg,.gif';
export const AVATAR_MAX_BYTES = 1024 * 1024;
const IMAGE = /\.(png|jpe?g|gif)$/i;

/** Why a file cannot be an avatar, or null. */
export function checkAvatar(file: Pick<File, 'name' | 'size' | 'type'>): 'type' | 'size' | null {
  if (!IMAGE.test(file.name) || (file.type && !file.type.startsWith('image/'))) return 'type';
  if (file.size > AVATAR_MAX_BYTES) return 'size';
  return null;
}

export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}
