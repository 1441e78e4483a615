import { createMutationHook } from '../client/mutationHooks';
import { forgotPasswordEndpoints } from './endpoints';

export const useSendForgotPasswordCode = createMutationHook(forgotPasswordEndpoints.sendCode);
export const useResetForgottenPassword = createMutationHook(forgotPasswordEndpoints.reset);
