import { forgotPasswordEndpoints as ep } from '../../forgotPassword/endpoints';
import { db, endOtherSessions } from '../db';
import { CODES } from '../lib/answers';
import { fail, mockEndpoint } from '../lib/http';
import { said } from '../lib/said';
import { maskMobile } from '../lib/mask';
import { checkCode, checkPasswordRule, sent } from '../lib/verification';

export const forgotPasswordHandlers = [
  mockEndpoint(ep.sendCode, ({ mobile }) =>
    db.users.some((u) => u.mobile === mobile)
      ? sent(maskMobile(mobile))
      : fail(CODES.notFound, said('该手机号未注册', 'This mobile number is not registered')),
  ),
  mockEndpoint(ep.reset, (input) => {
    const user = db.users.find((u) => u.mobile === input.mobile);
    if (!user) return fail(CODES.notFound, said('该手机号未注册', 'This mobile number is not registered'));
    const bad = checkCode(input.code) ?? checkPasswordRule(input.newPassword);
    if (bad) return bad;
    user.password = input.newPassword;
    // Every session of the user ends, except the demo tokens.
    endOtherSessions(user.id);
    return null;
  }),
];
