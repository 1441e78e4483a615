import { createQueryHook } from '../client/hooks';
import { createMutationHook } from '../client/mutationHooks';
import { sessionEndpoints } from '../session/endpoints';
import { userEndpoints as u } from './endpoints';

const detail = u.detail.id;
const bind = u.getBindInfo.id;
const info = sessionEndpoints.userInfo.id;

export const useEditContact = createMutationHook(u.editContact, { invalidates: [detail] });
export const useUserDetail = createQueryHook(u.detail);
export const useSubmitAuth = createMutationHook(u.auth, { invalidates: [u.getAuth.id, detail] });
export const useAuthInfo = createQueryHook(u.getAuth);
export const useBindInfo = createQueryHook(u.getBindInfo);
export const useEditPassword = createMutationHook(u.editPassword);
export const useSetPassword = createMutationHook(u.setPassword, { invalidates: [bind, detail] });
export const useSendVerifyMobileSms = createMutationHook(u.sendVerifyMobileSms);
export const useCheckVerifyMobileSms = createMutationHook(u.checkVerifyMobileSms);
export const useEditUsernameMobile = createMutationHook(u.editUsernameMobile, {
  invalidates: [detail, info],
});
export const useSendNewMobileSms = createMutationHook(u.sendNewMobileSms);
export const useEditNewMobile = createMutationHook(u.editNewMobile, { invalidates: [detail, bind, info] });
export const useEditEmail = createMutationHook(u.editEmail, { invalidates: [detail, bind] });
export const useSendNewEmail = createMutationHook(u.sendNewEmail);
export const useEditHeadImg = createMutationHook(u.editHeadImg, { invalidates: [detail, info] });
export const useSendMyselfEmail = createMutationHook(u.sendMyselfEmail);
export const useVerifyMyselfEmail = createMutationHook(u.verifyMyselfEmail);
export const useSendSecretInfoEmail = createMutationHook(u.sendSecretInfoEmail);
/** A write hook: the credentials are revealed only for a fresh code, never cached. */
export const useGetSecretInfo = createMutationHook(u.getSecretInfo);
export const useSendMyselfMobile = createMutationHook(u.sendMyselfMobile);
export const useGetSecretInfoMobile = createMutationHook(u.getSecretInfoMobile);
