import { createMutationHook } from '../client/mutationHooks';
import { partnerApplyEndpoints } from './endpoints';

export const useApplyForPartnership = createMutationHook(partnerApplyEndpoints.create);
