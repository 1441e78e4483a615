/** The seeded accounts: the two demo users (with their fixed tokens) and three other customers. */
import {
  applyDemoTokens,
  db,
  DEMO_NODE_ACCOUNT,
  DEMO_USERS,
  nextId,
  type MockAuthInfo,
  type MockUser,
} from '../db';
import { DAY_MS, iso, MOCK_NOW } from '../lib/clock';
import type { Rng } from '../lib/rng';

const AVATAR_COLOURS = ['#1890ff', '#13c2c2', '#52c41a', '#fa8c16', '#722ed1', '#eb2f96'];

/** An offline avatar: the first letter of the name on a colour (a data: URL, no network). */
export function avatarFor(name: string, seed: number): string {
  const letter = Array.from(name.trim())[0]?.toUpperCase() ?? '?';
  const colour = AVATAR_COLOURS[seed % AVATAR_COLOURS.length];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64"><rect width="64" height="64" rx="32" fill="${colour}"/><text x="32" y="42" font-size="28" text-anchor="middle" fill="#fff" font-family="sans-serif">${letter}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** The identity check of an account that has not asked for one. */
export const noAuth = (): MockAuthInfo => ({
  state: 'none',
  type: null,
  realName: null,
  idNumber: null,
  companyName: null,
  creditCode: null,
  submitTime: null,
  reviewTime: null,
  rejectReason: null,
});

type NewUser = Pick<MockUser, 'id' | 'username' | 'name' | 'roles' | 'secret' | 'createTime'> &
  Partial<MockUser>;

/** An account with an empty profile and no identity check; `init` sets the rest (seed, sign-up, wallet). */
export function newUser({ id, ...init }: NewUser): MockUser {
  const avatar = init.avatar ?? avatarFor(init.name, id);
  return {
    id,
    password: null,
    avatar,
    introduction: '',
    headImgUrl: avatar,
    mobile: null,
    email: null,
    walletAddress: null,
    contactName: '',
    contactMobile: '',
    contactEmail: '',
    company: '',
    address: '',
    buttons: [],
    auth: noAuth(),
    ...init,
  };
}

function seedUser(rng: Rng, init: Omit<NewUser, 'id' | 'secret' | 'createTime'>): MockUser {
  const secret = { appId: `cp${rng.digits(10)}`, appKey: rng.hex(32), appSecret: rng.hex(64) };
  const createTime = iso(rng.date(MOCK_NOW - 700 * DAY_MS, MOCK_NOW - 380 * DAY_MS));
  const user = newUser({ id: nextId('users'), secret, createTime, ...init });
  db.users.push(user);
  return user;
}

/** The demo users (admin, demo) and three other customers, and the two demo tokens where they are on. */
export function seedUsers(rng: Rng): void {
  seedUser(rng, {
    username: DEMO_USERS.admin.username,
    password: DEMO_USERS.admin.password,
    name: DEMO_USERS.admin.name,
    roles: [...DEMO_USERS.admin.roles],
    introduction: '平台管理员',
    mobile: '13800138000',
    email: 'admin@chain-demo.cn',
    contactName: '王磊',
    contactMobile: '13800138000',
    contactEmail: 'admin@chain-demo.cn',
    company: '链上数字科技有限公司',
    address: '北京市海淀区中关村大街 1 号',
    buttons: ['*:*:*'],
    auth: {
      state: 'approved',
      type: 'enterprise',
      realName: '王磊',
      idNumber: '110108198807150031',
      companyName: '链上数字科技有限公司',
      creditCode: '91110108MA01ABCD2X',
      submitTime: iso(MOCK_NOW - 320 * DAY_MS),
      reviewTime: iso(MOCK_NOW - 318 * DAY_MS),
      rejectReason: null,
    },
  });
  seedUser(rng, {
    username: DEMO_USERS.customer.username,
    password: DEMO_USERS.customer.password,
    name: DEMO_USERS.customer.name,
    roles: [...DEMO_USERS.customer.roles],
    introduction: 'Demo customer account',
    mobile: '13912345678',
    email: 'demo@example.com',
    walletAddress: '0x8ba1f109551bd432803012645ac136ddd64dba72',
    contactName: 'Alice Chen',
    contactMobile: '13912345678',
    contactEmail: 'demo@example.com',
    company: 'Demo Retail Co., Ltd.',
    address: '上海市浦东新区世纪大道 100 号',
    buttons: ['order:pay', 'order:cancel', 'invoice:apply', 'workOrder:create', 'contract:view'],
  });
  const customer = (username: string, password: string, name: string, contact: Partial<MockUser>) =>
    seedUser(rng, { username, password, name, roles: ['customer'], ...contact });
  customer('zhangwei', 'zw2024ok', '张伟', { mobile: '13600001111' });
  customer('liuna', 'ln8888ab', '刘娜', { mobile: '13700002222' });
  customer('bob', 'bob12345', 'Bob Smith', { email: 'bob@example.org' });

  // The two demo tokens (the demo role switch sets the token to role + '-token'), where they are on.
  applyDemoTokens();
}

/**
 * The demo node account (DEMO_NODE_ACCOUNT), with fixed values: it draws no random numbers, so
 * seeding it last leaves every other seeded record as it was.
 */
export function seedNodeAccount(): void {
  const id = nextId('users');
  db.users.push(
    newUser({
      id,
      username: DEMO_NODE_ACCOUNT.username,
      password: DEMO_NODE_ACCOUNT.password,
      name: DEMO_NODE_ACCOUNT.name,
      roles: [...DEMO_NODE_ACCOUNT.roles],
      introduction: 'Application node of the permissioned chain',
      buttons: ['contract:view', 'workOrder:create'],
      node: true,
      secret: {
        appId: `cp${String(id).padStart(10, '0')}`,
        appKey: 'a0de'.repeat(8),
        appSecret: 'a0de'.repeat(16),
      },
      createTime: iso(MOCK_NOW - 400 * DAY_MS),
    }),
  );
}

/**
 * Runs `seed` for every user in store order (admin, demo, then the others) with the value for its
 * kind: how many notices or login records each gets.
 */
export function forEachUser<T>(
  values: { admin: T; demo: T; other: T },
  seed: (user: MockUser, value: T) => void,
) {
  for (const user of db.users) {
    if (user.username === DEMO_USERS.admin.username) seed(user, values.admin);
    else if (user.username === DEMO_USERS.customer.username) seed(user, values.demo);
    else seed(user, values.other);
  }
}
