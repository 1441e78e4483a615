import { forgotPasswordEndpoints } from '../../forgotPassword/endpoints';
import { loginLogEndpoints } from '../../loginLog/endpoints';
import { registerEndpoints } from '../../register/endpoints';
import { createSession, db, DEMO_USERS, nextId } from '../db';
import { fail, maskMobile, mockEndpoint, paginate } from '../http';
import { avatarFor } from './seed';
import { addLoginLog, checkCode, checkPasswordRule, CODES, sent } from './shared';

const PERMANENT_TOKENS = new Set<string>([DEMO_USERS.admin.token, DEMO_USERS.customer.token]);

export const accountHandlers = [
  mockEndpoint(loginLogEndpoints.page, (input, { user }) => {
    const list = db.loginLogs
      .filter(
        (l) =>
          l.userId === user?.id &&
          (input.success === undefined || l.success === input.success) &&
          (!input.startTime || l.loginTime >= input.startTime) &&
          (!input.endTime || l.loginTime <= input.endTime),
      )
      .map(({ userId: _userId, ...l }) => l);
    return paginate(list, input.pageNum, input.pageSize);
  }),
  mockEndpoint(registerEndpoints.sendSms, ({ mobile }) =>
    db.users.some((u) => u.mobile === mobile)
      ? fail(CODES.conflict, '该手机号已注册')
      : sent(maskMobile(mobile)),
  ),
  mockEndpoint(registerEndpoints.register, (input) => {
    const bad = checkCode(input.code) ?? checkPasswordRule(input.password);
    if (bad) return bad;
    if (db.users.some((u) => u.username.toLowerCase() === input.username.toLowerCase())) {
      return fail(CODES.conflict, '用户名已存在');
    }
    if (db.users.some((u) => u.mobile === input.mobile)) return fail(CODES.conflict, '该手机号已注册');
    const template = db.users.find((u) => u.username === DEMO_USERS.customer.username);
    const id = nextId('users');
    const user = {
      ...structuredClone(template ?? db.users[0]!),
      id,
      username: input.username,
      password: input.password,
      name: input.username,
      roles: ['customer'],
      avatar: avatarFor(input.username, id),
      headImgUrl: avatarFor(input.username, id),
      introduction: '',
      mobile: input.mobile,
      email: input.email ?? null,
      walletAddress: null,
      contactName: '',
      contactMobile: input.mobile,
      contactEmail: input.email ?? '',
      company: input.company ?? '',
      address: '',
      createTime: new Date().toISOString(),
    };
    user.auth = {
      ...user.auth,
      state: 'none',
      type: null,
      realName: null,
      idNumber: null,
      companyName: null,
      creditCode: null,
      submitTime: null,
      reviewTime: null,
      rejectReason: null,
    };
    db.users.push(user);
    addLoginLog(user, 'register', true);
    return { token: createSession(id).token };
  }),
  mockEndpoint(forgotPasswordEndpoints.sendCode, ({ mobile }) =>
    db.users.some((u) => u.mobile === mobile)
      ? sent(maskMobile(mobile))
      : fail(CODES.notFound, '该手机号未注册'),
  ),
  mockEndpoint(forgotPasswordEndpoints.reset, (input) => {
    const user = db.users.find((u) => u.mobile === input.mobile);
    if (!user) return fail(CODES.notFound, '该手机号未注册');
    const bad = checkCode(input.code) ?? checkPasswordRule(input.newPassword);
    if (bad) return bad;
    user.password = input.newPassword;
    for (const [token, session] of db.sessions) {
      if (session.userId === user.id && !PERMANENT_TOKENS.has(token)) db.sessions.delete(token);
    }
    return null;
  }),
];
