import { sessionEndpoints as ep } from '../../session/endpoints';
import { createSession, db, findUserByUsername, isPermanentToken, nextId } from '../db';
import { CODES } from '../lib/answers';
import { fail, mockEndpoint, ok } from '../lib/http';
import { said, texts } from '../lib/said';
import { maskMobile } from '../lib/mask';
import { addLoginLog } from '../loginLog/handlers';
import { unreadCount } from '../messages/handlers';
import { verifyWalletLogin } from '../wallet';
import { avatarFor, newUser } from '../user/seed';

/**
 * POST /login signs in the accounts people own, POST /login/node the application-node accounts
 * (decision 0087); an account asked for on the other call is refused like a wrong password.
 */
function passwordLogin(method: 'password' | 'node') {
  return (input: { username: string; password: string }) => {
    const found = findUserByUsername(input.username);
    const user = found && Boolean(found.node) === (method === 'node') ? found : undefined;
    if (!user || user.password === null || user.password !== input.password) {
      if (user) addLoginLog(user, method, false);
      return fail(CODES.badCredentials, said('用户名或密码错误', 'Wrong username or password'));
    }
    addLoginLog(user, method, true);
    return { token: createSession(user.id).token };
  };
}

/** The account a wallet signs in to the first time: a customer without password, and a welcome notice. */
function walletUser(address: string) {
  const wanted = address.toLowerCase();
  const id = nextId('users');
  const user = newUser({
    id,
    username: `wallet_${address.slice(2, 10).toLowerCase()}`,
    name: `钱包用户 ${address.slice(0, 6)}…${address.slice(-4)}`,
    roles: ['customer'],
    avatar: avatarFor('W', id),
    walletAddress: wanted,
    buttons: ['order:pay', 'order:cancel', 'workOrder:create'],
    secret: {
      appId: `cp${String(id).padStart(10, '0')}`,
      appKey: wanted.slice(2, 34),
      appSecret: wanted.slice(2).repeat(2).slice(0, 64),
    },
    createTime: new Date().toISOString(),
  });
  db.users.push(user);
  const welcome = db.messageTypes.find((t) => t.code === 'system');
  db.messages.unshift({
    id: nextId('messages'),
    userId: id,
    typeId: welcome?.id ?? 1,
    title: texts(
      '欢迎使用区块链服务平台',
      'Welcome to the blockchain service platform',
      'Bienvenido a la plataforma de servicios blockchain',
      'ブロックチェーンサービスプラットフォームへようこそ',
    ),
    content: texts(
      '您已通过钱包登录并创建账号。建议在「安全设置」中设置登录密码并绑定手机号。',
      'You signed in with your wallet and your account was created. We suggest setting a password and binding a mobile number under Security settings.',
      'Has iniciado sesión con tu monedero y se ha creado tu cuenta. Te recomendamos definir una contraseña y vincular un móvil en Ajustes de seguridad.',
      'ウォレットでログインし、アカウントが作成されました。「セキュリティ設定」でパスワードを設定し、携帯電話番号を登録することをおすすめします。',
    ),
    state: 0,
    createTime: new Date().toISOString(),
    readTime: null,
  });
  return user;
}

export const sessionHandlers = [
  mockEndpoint(ep.login, passwordLogin('password')),
  mockEndpoint(ep.loginNode, passwordLogin('node')),
  mockEndpoint(ep.loginAddress, async (input, { request }) => {
    // The signed EIP-4361 message is checked for real first (mocks/wallet, decision 0018).
    const verified = await verifyWalletLogin(input, request);
    if (verified instanceof Response) return verified;
    const wanted = input.address.toLowerCase();
    const user = db.users.find((u) => u.walletAddress?.toLowerCase() === wanted) ?? walletUser(input.address);
    addLoginLog(user, 'wallet', true);
    const session = createSession(user.id);
    db.sessions.set(session.token, { ...session, chainId: verified.chainId });
    return { token: session.token };
  }),
  mockEndpoint(ep.userInfo, (_input, { user, session }) => {
    // No user, no data: the answer the client refuses with 'Verification failed, please Login again.'
    if (!user) return ok(null);
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
    if (session && !isPermanentToken(session.token)) db.sessions.delete(session.token);
    return null;
  }),
];
