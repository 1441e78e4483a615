import { createMutationHook } from '../client/hooks';
import { partnerApplyEndpoints } from './endpoints';

export const useApplyForPartnership = createMutationHook(partnerApplyEndpoints.create);
