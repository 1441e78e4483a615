import { createMutationHook } from '../client/mutationHooks';
import { registerEndpoints } from './endpoints';

export const useSendRegisterSms = createMutationHook(registerEndpoints.sendSms);
export const useRegister = createMutationHook(registerEndpoints.register);
