import { createQueryHook } from '../client/hooks';
import { createMutationHook } from '../client/mutationHooks';
import { workOrderEndpoints } from './endpoints';

const changes = { invalidates: ['workOrders.list', 'workOrders.detail'] } as const;

export const useWorkOrders = createQueryHook(workOrderEndpoints.list);
export const useWorkOrderDetail = createQueryHook(workOrderEndpoints.detail);
export const useCreateWorkOrder = createMutationHook(workOrderEndpoints.create, changes);
export const useReplyWorkOrder = createMutationHook(workOrderEndpoints.reply, changes);
export const useCloseWorkOrder = createMutationHook(workOrderEndpoints.close, changes);
