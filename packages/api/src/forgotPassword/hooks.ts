import { createMutationHook } from '../client/hooks';
import { forgotPasswordEndpoints } from './endpoints';

export const useSendForgotPasswordCode = createMutationHook(forgotPasswordEndpoints.sendCode);
export const useResetForgottenPassword = createMutationHook(forgotPasswordEndpoints.reset);
