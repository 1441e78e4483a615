import { createQueryHook } from '../client/hooks';
import { createMutationHook } from '../client/mutationHooks';
import { serviceEndpoints } from './endpoints';

export const useServices = createQueryHook(serviceEndpoints.list);
export const useServiceDetail = createQueryHook(serviceEndpoints.detail);
export const useServiceInvitation = createQueryHook(serviceEndpoints.inviteDetail);
export const useInviteServiceMember = createMutationHook(serviceEndpoints.invite, {
  invalidates: ['services.detail', 'services.list'],
});
export const useAcceptServiceInvitation = createMutationHook(serviceEndpoints.acceptInvite, {
  invalidates: ['services.inviteDetail', 'services.detail', 'services.list'],
});
