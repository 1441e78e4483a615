/**
 * The mock backend's in-memory store of accounts: users, sessions, notices, login history, codes
 * and tickets (the business records are in ./bizDb.ts). Seeded deterministically by
 * `resetMockDb()` (./handlers.ts) and changed by the handlers, so the mock behaves like a server.
 */
import type { LoginMethod } from '../loginLog/schemas';
import type { Texts } from './lib/said';

export interface MockAuthInfo {
  state: 'none' | 'pending' | 'approved' | 'rejected';
  type: 'personal' | 'enterprise' | null;
  realName: string | null;
  idNumber: string | null;
  companyName: string | null;
  creditCode: string | null;
  submitTime: string | null;
  reviewTime: string | null;
  rejectReason: string | null;
}

export interface MockUser {
  id: number;
  username: string;
  /** null for an account created by wallet sign-in that has not set one yet. */
  password: string | null;
  name: string;
  roles: string[];
  avatar: string;
  introduction: string;
  headImgUrl: string;
  mobile: string | null;
  email: string | null;
  walletAddress: string | null;
  contactName: string;
  contactMobile: string;
  contactEmail: string;
  company: string;
  address: string;
  buttons: string[];
  /**
   * An application-node account: it signs in through POST /login/node only, and the other accounts
   * through POST /login only (decision 0087).
   */
  node?: true;
  auth: MockAuthInfo;
  secret: { appId: string; appKey: string; appSecret: string };
  createTime: string;
}

export interface MockSession {
  token: string;
  userId: number;
  /** ms since epoch; null never expires (the demo tokens). */
  expiresAt: number | null;
  /** The wallet's chain id (hex) for a wallet sign-in (decision 0018). */
  chainId?: string;
}

export interface MockMessageType {
  id: number;
  code: string;
  name: string;
  nameEn: string;
}

export interface MockMessage {
  id: number;
  userId: number;
  typeId: number;
  /** The platform writes each notice in the four interface languages (decision 0077). */
  title: Texts;
  content: Texts;
  /** 0 unread, 1 read */
  state: 0 | 1;
  createTime: string;
  readTime: string | null;
}

export interface MockReceiver {
  id: number;
  userId: number;
  name: string;
  mobile: string;
  email: string;
  typeIds: number[];
  channels: Array<'site' | 'sms' | 'email'>;
  createTime: string;
}

export interface MockLoginLog {
  id: number;
  userId: number;
  loginTime: string;
  ip: string;
  location: string;
  browser: string;
  os: string;
  method: LoginMethod;
  success: boolean;
}

/** A verification code sent by SMS or e-mail. The mock accepts MOCK_VERIFY_CODE for every target. */
export interface MockVerification {
  purpose: string;
  target: string;
  code: string;
  expiresAt: number;
}

export interface CoreDb {
  users: MockUser[];
  sessions: Map<string, MockSession>;
  messageTypes: MockMessageType[];
  messages: MockMessage[];
  receivers: MockReceiver[];
  loginLogs: MockLoginLog[];
  verifications: MockVerification[];
  /** One-time tickets issued after a verification step (e.g. the current mobile was confirmed). */
  tickets: Map<string, { userId: number; purpose: string; expiresAt: number }>;
  /** Next id per collection name. */
  ids: Map<string, number>;
}

/** The verification code every SMS and e-mail of the mock "sends". */
export const MOCK_VERIFY_CODE = '123456';
/** A signed-in session from a login lasts 12 hours. */
export const SESSION_TTL_MS = 12 * 3_600_000;

export const DEMO_USERS = {
  admin: {
    username: 'admin',
    password: 'admin123',
    token: 'admin-token',
    roles: ['admin'],
    name: '系统管理员',
  },
  customer: {
    username: 'demo',
    password: 'demo123',
    token: 'customer-token',
    roles: ['customer'],
    name: 'Alex Morgan',
  },
} as const;

/**
 * The demo node account (decision 0087): signs in through POST /login/node, which a deployment
 * offers on the sign-in page with VITE_NODE_LOGIN=true. Added after every seed, so the seeded world
 * of the other accounts stays the same (decision 0068).
 */
export const DEMO_NODE_ACCOUNT = {
  username: 'node',
  password: 'node123',
  roles: ['customer'],
  name: 'Node operator',
} as const;

const PERMANENT_TOKENS = new Set<string>([DEMO_USERS.admin.token, DEMO_USERS.customer.token]);

/**
 * Whether the two fixed demo tokens work. Off by default, so the HTTP API (server.ts) has no
 * permanent token; the in-browser demo (browser.ts, where the role switch uses them) and the Vitest
 * mock (node.ts) turn them on (decision 0047).
 */
let demoTokens = false;

/** The two demo tokens survive logout and password resets (the demo role switch uses them). */
export const isPermanentToken = (token: string) => demoTokens && PERMANENT_TOKENS.has(token);

/**
 * Turns the fixed demo tokens on or off, now and after every reseed (`resetMockDb`): on, they are
 * sessions of the demo users that never expire; off, they are unknown tokens (10004).
 */
export function setDemoTokens(on: boolean): void {
  demoTokens = on;
  for (const demo of Object.values(DEMO_USERS)) {
    const user = db.users.find((u) => u.username === demo.username);
    if (on && user) db.sessions.set(demo.token, { token: demo.token, userId: user.id, expiresAt: null });
    else db.sessions.delete(demo.token);
  }
}

/** Applies the demo-token switch to a freshly seeded store (user/seed.ts). */
export const applyDemoTokens = () => setDemoTokens(demoTokens);

export const db: CoreDb = {
  users: [],
  sessions: new Map(),
  messageTypes: [],
  messages: [],
  receivers: [],
  loginLogs: [],
  verifications: [],
  tickets: new Map(),
  ids: new Map(),
};

/** Empties every core collection (seeding fills them again). */
export function clearCoreDb() {
  db.users.length = 0;
  db.sessions.clear();
  db.messageTypes.length = 0;
  db.messages.length = 0;
  db.receivers.length = 0;
  db.loginLogs.length = 0;
  db.verifications.length = 0;
  db.tickets.clear();
  db.ids.clear();
}

/** The next id of a collection: 1, 2, 3, ... per name. Also usable by the business store. */
export function nextId(collection: string): number {
  const value = (db.ids.get(collection) ?? 0) + 1;
  db.ids.set(collection, value);
  return value;
}

/**
 * 128 bits from the platform's CSPRNG (Web Crypto: browsers and Node alike) as 32 hex digits: a
 * token names neither the user nor the time, so it cannot be guessed from another one.
 */
export function randomToken(): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** A new session for a user (used by every login call). */
export function createSession(userId: number, ttlMs: number | null = SESSION_TTL_MS): MockSession {
  const token = randomToken();
  const session: MockSession = { token, userId, expiresAt: ttlMs === null ? null : Date.now() + ttlMs };
  db.sessions.set(token, session);
  return session;
}

/** The user of a valid token, or undefined (missing, unknown or expired). */
export function userForToken(
  token: string | null | undefined,
): { user: MockUser; session: MockSession } | undefined {
  if (!token) return undefined;
  const session = db.sessions.get(token);
  if (!session) return undefined;
  if (session.expiresAt !== null && session.expiresAt <= Date.now()) {
    db.sessions.delete(token);
    return undefined;
  }
  const user = db.users.find((u) => u.id === session.userId);
  return user ? { user, session } : undefined;
}

/** Ends every session of a user but `keep` (a password change, OWASP ASVS 3.3); demo tokens stay. */
export function endOtherSessions(userId: number, keep?: string): void {
  for (const [token, session] of db.sessions) {
    if (session.userId === userId && token !== keep && !isPermanentToken(token)) db.sessions.delete(token);
  }
}

/** Makes a token expire now (tests and stories use it to show the 10004 path). */
export function expireToken(token: string) {
  const session = db.sessions.get(token);
  if (session) session.expiresAt = Date.now() - 1;
}

export function findUserByUsername(username: string): MockUser | undefined {
  const wanted = username.trim().toLowerCase();
  return db.users.find(
    (u) => u.username.toLowerCase() === wanted || (u.mobile !== null && u.mobile === wanted),
  );
}

/** Where demo mode keeps its signed-in sessions between page loads. */
export const SESSIONS_STORAGE_KEY = 'cp-mock-sessions';

/**
 * Keeps the mock's sessions in `storage` so a page reload in demo mode does not sign the user out
 * (the rest of the store is seeded again, the same way, so user ids still match). Restores what was
 * saved, then writes on every change. Returns a function that stops writing.
 */
export function persistSessions(
  storage: Pick<Storage, 'getItem' | 'setItem'>,
  key: string = SESSIONS_STORAGE_KEY,
): () => void {
  try {
    const saved = JSON.parse(storage.getItem(key) ?? '[]') as MockSession[];
    for (const session of Array.isArray(saved) ? saved : []) {
      if (typeof session?.token === 'string' && !db.sessions.has(session.token)) {
        db.sessions.set(session.token, session);
      }
    }
  } catch {
    // A damaged entry starts the demo signed out; it is overwritten on the next sign-in.
  }
  const map = db.sessions;
  const original = { set: map.set, delete: map.delete, clear: map.clear };
  const save = () => storage.setItem(key, JSON.stringify([...map.values()]));
  map.set = (token, session) => {
    original.set.call(map, token, session);
    save();
    return map;
  };
  map.delete = (token) => {
    const removed = original.delete.call(map, token);
    save();
    return removed;
  };
  map.clear = () => {
    original.clear.call(map);
    save();
  };
  return () => Object.assign(map, original);
}
