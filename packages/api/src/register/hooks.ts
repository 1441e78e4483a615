import { createMutationHook } from '../client/hooks';
import { registerEndpoints } from './endpoints';

export const useSendRegisterSms = createMutationHook(registerEndpoints.sendSms);
export const useRegister = createMutationHook(registerEndpoints.register);
