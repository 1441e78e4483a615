import { createMutationHook } from '../client/mutationHooks';
import { feedbackEndpoints, fileEndpoints } from './endpoints';

export const useCreateFeedback = createMutationHook(feedbackEndpoints.create);
/** `const { trigger } = useUploadFile(); const file = await trigger({ file: blob })`. */
export const useUploadFile = createMutationHook(fileEndpoints.upload);
