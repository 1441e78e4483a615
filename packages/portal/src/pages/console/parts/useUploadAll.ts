import { useUploadFile, type UploadPurpose } from '@chainportal/api';

/** Uploads chosen files one after another and gives their ids (for `attachmentIds`). */
export function useUploadAll(purpose?: UploadPurpose) {
  const { trigger, isMutating } = useUploadFile();
  const uploadAll = async (files: readonly File[]): Promise<number[]> => {
    const ids: number[] = [];
    for (const file of files) {
      const uploaded = await trigger(purpose ? { file, purpose } : { file });
      ids.push(uploaded.id);
    }
    return ids;
  };
  return { uploadAll, uploading: isMutating };
}
