import { sessionEndpoints as ep } from '../../session/endpoints';
import { createSession, db, DEMO_USERS, findUserByUsername, nextId, type MockUser } from '../db';
import { fail, maskMobile, mockEndpoint } from '../http';
import { verifyWalletLogin } from '../wallet';
import { avatarFor } from './seed';
import { addLoginLog, CODES, unreadCount } from './shared';

const PERMANENT_TOKENS = new Set<string>([DEMO_USERS.admin.token, DEMO_USERS.customer.token]);

function passwordLogin(method: 'password' | 'node') {
  return (input: { username: string; password: string }) => {
    const user = findUserByUsername(input.username);
    if (!user || user.password === null || user.password !== input.password) {
      if (user) addLoginLog(user, method, false);
      return fail(CODES.badCredentials, '用户名或密码错误');
    }
    addLoginLog(user, method, true);
    return { token: createSession(user.id).token };
  };
}

export const sessionHandlers = [
  mockEndpoint(ep.login, passwordLogin('password')),
  mockEndpoint(ep.loginNode, passwordLogin('node')),
  mockEndpoint(ep.loginAddress, async (input, { request }) => {
    const verified = await verifyWalletLogin(input, request);
    if (verified instanceof Response) return verified;
    const { address } = input;
    const wanted = address.toLowerCase();
    let user = db.users.find((u) => u.walletAddress?.toLowerCase() === wanted);
    if (!user) {
      const id = nextId('users');
      const short = `${address.slice(0, 6)}…${address.slice(-4)}`;
      const name = `钱包用户 ${short}`;
      const created: MockUser = {
        id,
        username: `wallet_${address.slice(2, 10).toLowerCase()}`,
        password: null,
        name,
        roles: ['customer'],
        avatar: avatarFor('W', id),
        introduction: '',
        headImgUrl: avatarFor('W', id),
        mobile: null,
        email: null,
        walletAddress: wanted,
        contactName: '',
        contactMobile: '',
        contactEmail: '',
        company: '',
        address: '',
        buttons: ['order:pay', 'order:cancel', 'workOrder:create'],
        auth: {
          state: 'none',
          type: null,
          realName: null,
          idNumber: null,
          companyName: null,
          creditCode: null,
          submitTime: null,
          reviewTime: null,
          rejectReason: null,
        },
        secret: {
          appId: `cp${String(id).padStart(10, '0')}`,
          appKey: wanted.slice(2, 34),
          appSecret: wanted.slice(2).repeat(2).slice(0, 64),
        },
        createTime: new Date().toISOString(),
      };
      db.users.push(created);
      const welcome = db.messageTypes.find((t) => t.code === 'system');
      db.messages.unshift({
        id: nextId('messages'),
        userId: id,
        typeId: welcome?.id ?? 1,
        title: '欢迎使用区块链服务平台',
        content: '您已通过钱包登录并创建账号。建议在「安全设置」中设置登录密码并绑定手机号。',
        state: 0,
        createTime: new Date().toISOString(),
        readTime: null,
      });
      user = created;
    }
    addLoginLog(user, 'wallet', true);
    const session = createSession(user.id);
    db.sessions.set(session.token, { ...session, chainId: verified.chainId });
    return { token: session.token };
  }),
  mockEndpoint(ep.userInfo, (_input, { user, session }) => {
    if (!user) return null;
    return {
      userId: user.id,
      username: user.username,
      roles: [...user.roles],
      name: user.name,
      avatar: user.avatar,
      introduction: user.introduction,
      userphone: maskMobile(user.mobile),
      dealtcount: unreadCount(user.id),
      buttons: [...user.buttons],
      chainId: session?.chainId ?? null,
    };
  }),
  mockEndpoint(ep.logout, (_input, { session }) => {
    if (session && !PERMANENT_TOKENS.has(session.token)) db.sessions.delete(session.token);
    return null;
  }),
];
