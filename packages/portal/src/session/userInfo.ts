import type { UserInfo } from './store';

/** Why a user-info load failed; each has its message under `portal:errors.*` (spec section 8). */
export type UserInfoProblem = 'verificationFailed' | 'rolesRequired';

export class UserInfoError extends Error {
  constructor(readonly problem: UserInfoProblem) {
    super(
      problem === 'verificationFailed'
        ? 'Verification failed, please Login again.'
        : 'getInfo: roles must be a non-null array!',
    );
    this.name = 'UserInfoError';
  }
}

/** Checks a user-info answer: some data, and a non-empty list of role names. */
export function validateUserInfo(data: Partial<UserInfo> | null | undefined): UserInfo {
  if (!data) throw new UserInfoError('verificationFailed');
  const roles = data.roles;
  if (!Array.isArray(roles) || roles.length === 0 || !roles.every((r) => typeof r === 'string')) {
    throw new UserInfoError('rolesRequired');
  }
  return { ...data, roles: [...roles] };
}
