import { userEndpoints as ep } from '../../user/endpoints';
import { db, endOtherSessions, type MockSession, type MockUser } from '../db';
import { CODES } from '../lib/answers';
import { fail, mockEndpoint } from '../lib/http';
import { said } from '../lib/said';
import { mask, maskEmail, maskMobile } from '../lib/mask';
import { me } from '../lib/owned';
import { checkCode, checkPasswordRule, issueTicket, sent, useTicket } from '../lib/verification';

/** Runs the resolver with the signed-in user (mockEndpoint already answered 10004 without one). */
const signedIn =
  <I, R>(resolver: (input: I, user: MockUser, session: MockSession | undefined) => R) =>
  (input: I, ctx: { user: MockUser | undefined; session?: MockSession | undefined }) =>
    resolver(input, me(ctx.user), ctx.session);

/** Sends a code to the user's own mobile or e-mail (to confirm it is them). */
const sendToOwnMobile = signedIn((_input: unknown, user) =>
  user.mobile
    ? sent(maskMobile(user.mobile))
    : fail(CODES.invalid, said('未绑定手机号', 'No mobile number is bound to this account')),
);
const sendToOwnEmail = signedIn((_input: unknown, user) =>
  user.email
    ? sent(maskEmail(user.email))
    : fail(CODES.invalid, said('未绑定邮箱', 'No e-mail address is bound to this account')),
);
/** A right code gives a ticket for the next step of a change of username, mobile or e-mail. */
const confirmIdentity = signedIn(
  (input: { code: string }, user) => checkCode(input.code) ?? issueTicket(user.id, 'identity'),
);
/** A right code shows the API credentials. */
const revealSecret = signedIn((input: { code: string }, user) => checkCode(input.code) ?? { ...user.secret });

export const userHandlers = [
  mockEndpoint(
    ep.editContact,
    signedIn((input, user) => {
      Object.assign(user, {
        contactName: input.contactName,
        contactMobile: input.contactMobile,
        contactEmail: input.contactEmail,
        company: input.company ?? user.company,
        address: input.address ?? user.address,
      });
      return null;
    }),
  ),
  mockEndpoint(
    ep.detail,
    signedIn((_input, user) => {
      const last = db.loginLogs.find((l) => l.userId === user.id && l.success);
      return {
        id: user.id,
        username: user.username,
        name: user.name,
        headImgUrl: user.headImgUrl,
        mobile: maskMobile(user.mobile),
        email: maskEmail(user.email),
        walletAddress: user.walletAddress,
        contactName: user.contactName,
        contactMobile: user.contactMobile,
        contactEmail: user.contactEmail,
        company: user.company,
        address: user.address,
        roles: [...user.roles],
        authState: user.auth.state,
        hasPassword: user.password !== null,
        createTime: user.createTime,
        lastLoginTime: last?.loginTime ?? null,
      };
    }),
  ),
  mockEndpoint(
    ep.auth,
    signedIn((input, user) => {
      if (user.auth.state === 'approved')
        return fail(CODES.conflict, said('已完成实名认证', 'Real-name verification is already complete'));
      if (user.auth.state === 'pending')
        return fail(
          CODES.conflict,
          said(
            '实名认证审核中，请勿重复提交',
            'Real-name verification is under review; do not submit it again',
          ),
        );
      user.auth = {
        state: 'pending',
        type: input.type,
        realName: input.realName,
        idNumber: input.idNumber,
        companyName: input.companyName ?? null,
        creditCode: input.creditCode ?? null,
        submitTime: new Date().toISOString(),
        reviewTime: null,
        rejectReason: null,
      };
      return null;
    }),
  ),
  mockEndpoint(
    ep.getAuth,
    signedIn((_input, user) => ({
      ...user.auth,
      realName: mask(user.auth.realName, 1, 0),
      idNumber: mask(user.auth.idNumber, 3, 4),
    })),
  ),
  mockEndpoint(
    ep.getBindInfo,
    signedIn((_input, user) => ({
      mobile: maskMobile(user.mobile),
      email: maskEmail(user.email),
      walletAddress: user.walletAddress,
      hasPassword: user.password !== null,
    })),
  ),
  mockEndpoint(
    ep.editPassword,
    signedIn((input, user, session) => {
      if (user.password === null)
        return fail(CODES.invalid, said('尚未设置登录密码', 'No sign-in password has been set yet'));
      if (user.password !== input.oldPassword)
        return fail(CODES.badCredentials, said('原密码错误', 'The current password is wrong'));
      const rule = checkPasswordRule(input.newPassword);
      if (rule) return rule;
      user.password = input.newPassword;
      // The user's other sessions end; this one stays (OWASP ASVS 3.3, decision 0047).
      endOtherSessions(user.id, session?.token);
      return null;
    }),
  ),
  mockEndpoint(
    ep.setPassword,
    signedIn((input, user, session) => {
      if (user.password !== null)
        return fail(
          CODES.conflict,
          said('已设置登录密码，请使用修改密码', 'A sign-in password is already set; change it instead'),
        );
      const rule = checkPasswordRule(input.newPassword);
      if (rule) return rule;
      user.password = input.newPassword;
      endOtherSessions(user.id, session?.token);
      return null;
    }),
  ),
  mockEndpoint(ep.sendVerifyMobileSms, sendToOwnMobile),
  mockEndpoint(ep.checkVerifyMobileSms, confirmIdentity),
  mockEndpoint(
    ep.editUsernameMobile,
    signedIn((input, user) => {
      const bad = useTicket(user.id, input.ticket);
      if (bad) return bad;
      if (db.users.some((u) => u !== user && u.username.toLowerCase() === input.username.toLowerCase())) {
        return fail(CODES.conflict, said('用户名已存在', 'This username is already taken'));
      }
      user.username = input.username;
      return null;
    }),
  ),
  mockEndpoint(
    ep.sendNewMobileSms,
    signedIn((input) =>
      db.users.some((u) => u.mobile === input.mobile)
        ? fail(CODES.conflict, said('该手机号已被绑定', 'This mobile number is already bound to an account'))
        : sent(maskMobile(input.mobile)),
    ),
  ),
  mockEndpoint(
    ep.editNewMobile,
    signedIn((input, user) => {
      const bad = checkCode(input.code) ?? useTicket(user.id, input.ticket);
      if (bad) return bad;
      if (db.users.some((u) => u !== user && u.mobile === input.mobile))
        return fail(
          CODES.conflict,
          said('该手机号已被绑定', 'This mobile number is already bound to an account'),
        );
      user.mobile = input.mobile;
      return null;
    }),
  ),
  mockEndpoint(
    ep.editEmail,
    signedIn((input, user) => {
      const bad = checkCode(input.code);
      if (bad) return bad;
      if (db.users.some((u) => u !== user && u.email === input.email))
        return fail(
          CODES.conflict,
          said('该邮箱已被绑定', 'This e-mail address is already bound to an account'),
        );
      user.email = input.email;
      return null;
    }),
  ),
  mockEndpoint(
    ep.sendNewEmail,
    signedIn((input, user) =>
      db.users.some((u) => u !== user && u.email === input.email)
        ? fail(CODES.conflict, said('该邮箱已被绑定', 'This e-mail address is already bound to an account'))
        : sent(maskEmail(input.email)),
    ),
  ),
  mockEndpoint(
    ep.editHeadImg,
    signedIn((input, user) => {
      user.headImgUrl = input.headImgUrl;
      user.avatar = input.headImgUrl;
      return null;
    }),
  ),
  mockEndpoint(ep.sendMyselfEmail, sendToOwnEmail),
  mockEndpoint(ep.verifyMyselfEmail, confirmIdentity),
  mockEndpoint(ep.sendSecretInfoEmail, sendToOwnEmail),
  mockEndpoint(ep.getSecretInfo, revealSecret),
  mockEndpoint(ep.sendMyselfMobile, sendToOwnMobile),
  mockEndpoint(ep.getSecretInfoMobile, revealSecret),
];
