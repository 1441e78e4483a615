import { registerEndpoints as ep } from '../../register/endpoints';
import { createSession, db, DEMO_USERS, nextId } from '../db';
import { CODES } from '../lib/answers';
import { fail, mockEndpoint } from '../lib/http';
import { said } from '../lib/said';
import { maskMobile } from '../lib/mask';
import { checkCode, checkPasswordRule, sent } from '../lib/verification';
import { addLoginLog } from '../loginLog/handlers';
import { newUser } from '../user/seed';

export const registerHandlers = [
  mockEndpoint(ep.sendSms, ({ mobile }) =>
    db.users.some((u) => u.mobile === mobile)
      ? fail(CODES.conflict, said('该手机号已注册', 'This mobile number is already registered'))
      : sent(maskMobile(mobile)),
  ),
  mockEndpoint(ep.register, (input) => {
    const bad = checkCode(input.code) ?? checkPasswordRule(input.password);
    if (bad) return bad;
    if (db.users.some((u) => u.username.toLowerCase() === input.username.toLowerCase())) {
      return fail(CODES.conflict, said('用户名已存在', 'This username is already taken'));
    }
    if (db.users.some((u) => u.mobile === input.mobile))
      return fail(CODES.conflict, said('该手机号已注册', 'This mobile number is already registered'));
    // A new customer gets the demo customer's button permissions and API credentials.
    const template = db.users.find((u) => u.username === DEMO_USERS.customer.username) ?? db.users[0]!;
    const user = newUser({
      id: nextId('users'),
      username: input.username,
      password: input.password,
      name: input.username,
      roles: ['customer'],
      mobile: input.mobile,
      email: input.email ?? null,
      contactMobile: input.mobile,
      contactEmail: input.email ?? '',
      company: input.company ?? '',
      buttons: [...template.buttons],
      secret: { ...template.secret },
      createTime: new Date().toISOString(),
    });
    db.users.push(user);
    addLoginLog(user, 'register', true);
    return { token: createSession(user.id).token };
  }),
];
