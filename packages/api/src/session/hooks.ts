import { createQueryHook } from '../client/hooks';
import { createMutationHook } from '../client/mutationHooks';
import { sessionEndpoints } from './endpoints';

export const useLogin = createMutationHook(sessionEndpoints.login);
export const useLoginNode = createMutationHook(sessionEndpoints.loginNode);
export const useLoginAddress = createMutationHook(sessionEndpoints.loginAddress);
/** `useUserInfo({ token })`, or `useUserInfo(null)` while there is no token. */
export const useUserInfo = createQueryHook(sessionEndpoints.userInfo);
export const useLogout = createMutationHook(sessionEndpoints.logout);
