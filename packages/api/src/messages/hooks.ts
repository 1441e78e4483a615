import { createQueryHook } from '../client/hooks';
import { createMutationHook } from '../client/mutationHooks';
import { messageEndpoints } from './endpoints';

const counts = [messageEndpoints.notReadCount.id, messageEndpoints.page.id, messageEndpoints.detail.id];
const afterRead = [messageEndpoints.notReadCount.id, messageEndpoints.page.id];
const receivers = [messageEndpoints.pageReceive.id];

export const useMessagePage = createQueryHook(messageEndpoints.page);
/** Reading a notice marks it read, so the page and the bell are revalidated each time it loads. */
export const useMessageDetail = createQueryHook(messageEndpoints.detail, { invalidates: afterRead });
export const useEditMessageState = createMutationHook(messageEndpoints.editState, { invalidates: counts });
export const useReceiverPage = createQueryHook(messageEndpoints.pageReceive);
export const useCreateReceiver = createMutationHook(messageEndpoints.createReceive, {
  invalidates: receivers,
});
export const useEditReceiver = createMutationHook(messageEndpoints.editReceive, { invalidates: receivers });
export const useDeleteReceiver = createMutationHook(messageEndpoints.deleteReceive, {
  invalidates: receivers,
});
export const useMessageTypes = createQueryHook(messageEndpoints.typeList);
export const useNotReadCount = createQueryHook(messageEndpoints.notReadCount);
