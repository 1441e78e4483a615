import { db, DEMO_USERS, nextId, type MockMessage, type MockUser } from '../db';
import { DAY_MS, MOCK_NOW, type Rng } from '../rng';

const iso = (ms: number | Date) => new Date(ms).toISOString();

export const MESSAGE_TYPES = [
  { code: 'system', name: '系统通知', nameEn: 'System' },
  { code: 'service', name: '服务通知', nameEn: 'Services' },
  { code: 'order', name: '订单通知', nameEn: 'Orders' },
  { code: 'workOrder', name: '工单通知', nameEn: 'Work orders' },
  { code: 'security', name: '安全通知', nameEn: 'Security' },
  { code: 'activity', name: '活动通知', nameEn: 'Events' },
] as const;

const SERVICES = [
  ['开放联盟链 BaaS 服务', 'Open consortium chain BaaS'],
  ['区块链存证服务', 'Evidence notarisation'],
  ['数字藏品发行平台', 'Digital collectibles issuance'],
  ['跨链网关', 'Cross-chain gateway'],
  ['智能合约安全审计', 'Smart contract audit'],
  ['核心链 RPC 节点', 'Core chain RPC node'],
  ['开放许可链节点托管', 'Permissioned chain node hosting'],
  ['食品溯源应用', 'Food traceability app'],
] as const;

const CITIES = [
  '北京市 中国',
  '上海市 中国',
  '深圳市 中国',
  '杭州市 中国',
  '成都市 中国',
  '武汉市 中国',
  'Singapore',
  'Tokyo, Japan',
  'Frankfurt, Germany',
  'San Francisco, US',
];
const BROWSERS = ['Chrome 126', 'Edge 125', 'Firefox 127', 'Safari 17.5', 'WeChat 8.0'];
const OSES = ['Windows 11', 'Windows 10', 'macOS 14.5', 'Ubuntu 22.04', 'iOS 17.5', 'Android 14'];

interface Template {
  type: (typeof MESSAGE_TYPES)[number]['code'];
  zh: [string, string];
  en: [string, string];
}

/** {s} service, {d} date, {o} order number, {n} work order number, {c} city, {a} amount. */
const TEMPLATES: Template[] = [
  {
    type: 'system',
    zh: [
      '平台将于 {d} 02:00-06:00 进行系统升级',
      '为提升服务质量，平台将于 {d} 凌晨 02:00 至 06:00 进行系统升级维护，期间控制台可能短暂无法访问，链上服务不受影响。给您带来的不便，敬请谅解。',
    ],
    en: [
      'Scheduled maintenance on {d}, 02:00-06:00',
      'The console will be upgraded on {d} between 02:00 and 06:00 (UTC+8) and may be briefly unavailable. On-chain services are not affected.',
    ],
  },
  {
    type: 'system',
    zh: [
      '《用户服务协议》更新通知',
      '我们更新了《用户服务协议》和《隐私政策》，新版本自 {d} 起生效。继续使用平台服务即表示您同意更新后的条款。',
    ],
    en: [
      'Terms of service updated',
      'We have updated the Terms of Service and the Privacy Policy. The new versions take effect on {d}.',
    ],
  },
  {
    type: 'service',
    zh: ['您的服务「{s}」已开通', '您订购的「{s}」已开通成功，可在「我的服务」中查看接入信息和使用说明。'],
    en: [
      'Your service "{s}" is active',
      'Your subscription to "{s}" is active. Connection details are under My services.',
    ],
  },
  {
    type: 'service',
    zh: ['服务「{s}」将于 {d} 到期', '您的服务「{s}」将于 {d} 到期，为避免业务中断，请及时续费。'],
    en: [
      '"{s}" expires on {d}',
      'Your service "{s}" expires on {d}. Renew it in time to avoid an interruption.',
    ],
  },
  {
    type: 'order',
    zh: ['订单 {o} 支付成功', '您的订单 {o} 已支付成功，金额 ¥{a}。发票可在「发票管理」中申请。'],
    en: ['Order {o} paid', 'Order {o} was paid: ¥{a}. You can request an invoice under Invoice management.'],
  },
  {
    type: 'order',
    zh: ['订单 {o} 待支付', '您的订单 {o} 尚未支付（¥{a}），超过 24 小时未支付将自动取消。'],
    en: [
      'Order {o} awaits payment',
      'Order {o} (¥{a}) has not been paid yet. Unpaid orders are cancelled after 24 hours.',
    ],
  },
  {
    type: 'workOrder',
    zh: ['工单 #{n} 有新的回复', '您提交的工单 #{n} 已有技术支持回复，请前往「我的工单」查看。'],
    en: ['New reply on work order #{n}', 'Support has replied to your work order #{n}. See My work orders.'],
  },
  {
    type: 'workOrder',
    zh: ['工单 #{n} 已处理完成', '您提交的工单 #{n} 已处理完成。如问题仍未解决，可在 7 天内重新打开。'],
    en: [
      'Work order #{n} resolved',
      'Your work order #{n} has been resolved. You can reopen it within 7 days.',
    ],
  },
  {
    type: 'security',
    zh: ['账号在 {c} 登录', '您的账号于 {d} 在 {c} 登录。如非本人操作，请立即修改密码。'],
    en: [
      'New sign-in from {c}',
      'Your account signed in from {c} on {d}. If this was not you, change your password now.',
    ],
  },
  {
    type: 'security',
    zh: ['API 密钥查看提醒', '您的 API 密钥于 {d} 被查看。请妥善保管密钥，切勿泄露给他人。'],
    en: ['Your API credentials were viewed', 'Your API credentials were viewed on {d}. Keep them secret.'],
  },
  {
    type: 'activity',
    zh: ['区块链开发者大会报名开启', '第五届区块链开发者大会将于 {d} 在杭州举办，现已开放报名，欢迎参加。'],
    en: [
      'Blockchain developer conference: registration open',
      'The 5th blockchain developer conference takes place in Hangzhou on {d}. Registration is open.',
    ],
  },
  {
    type: 'activity',
    zh: ['新用户专享：存证服务首月 5 折', '即日起至 {d}，新开通「区块链存证服务」的用户首月可享 5 折优惠。'],
    en: [
      'New customers: 50% off evidence notarisation',
      'Until {d}, new subscriptions to Evidence notarisation get 50% off the first month.',
    ],
  },
];

function fill(text: string, values: Record<string, string>): string {
  return text.replace(/\{(\w)\}/g, (_, key: string) => values[key] ?? '');
}

const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

function seedMessages(rng: Rng, user: MockUser, count: number, english: number) {
  for (let i = 0; i < count; i += 1) {
    const template = rng.pick(TEMPLATES);
    const type = db.messageTypes.find((t) => t.code === template.type);
    const created = rng.date(MOCK_NOW - 365 * DAY_MS, MOCK_NOW);
    const service = rng.pick(SERVICES);
    const useEnglish = rng.next() < english;
    const values = {
      s: useEnglish ? service[1] : service[0],
      d: day(+created + rng.int(1, 30) * DAY_MS),
      o: `CP${day(+created).replace(/-/g, '')}${rng.digits(6)}`,
      n: String(rng.int(10000, 99999)),
      c: rng.pick(CITIES),
      a: (rng.int(50, 50000) + rng.int(0, 99) / 100).toFixed(2),
    };
    const [title, content] = useEnglish ? template.en : template.zh;
    const age = MOCK_NOW - +created;
    // Recent notices are more often unread.
    const unread = rng.next() < (age < 30 * DAY_MS ? 0.55 : 0.06);
    const message: MockMessage = {
      id: nextId('messages'),
      userId: user.id,
      typeId: type?.id ?? 1,
      title: fill(title, values),
      content: fill(content, values),
      state: unread ? 0 : 1,
      createTime: iso(created),
      readTime: unread ? null : iso(Math.min(MOCK_NOW, +created + rng.int(5, 72 * 60) * 60_000)),
    };
    db.messages.push(message);
  }
}

function seedLoginLogs(rng: Rng, user: MockUser, count: number) {
  for (let i = 0; i < count; i += 1) {
    db.loginLogs.push({
      id: nextId('loginLogs'),
      userId: user.id,
      loginTime: iso(rng.date(MOCK_NOW - 180 * DAY_MS, MOCK_NOW)),
      ip: `${rng.pick([36, 58, 101, 112, 116, 120, 183, 222])}.${rng.int(0, 255)}.${rng.int(0, 255)}.${rng.int(1, 254)}`,
      location: rng.pick(CITIES),
      browser: rng.pick(BROWSERS),
      os: rng.pick(OSES),
      method: rng.next() < 0.85 ? 'password' : rng.next() < 0.5 ? 'wallet' : 'node',
      success: rng.next() < 0.93,
    });
  }
}

const AVATAR_COLOURS = ['#1890ff', '#13c2c2', '#52c41a', '#fa8c16', '#722ed1', '#eb2f96'];

/** An offline avatar: the first letter of the name on a colour (a data: URL, no network). */
export function avatarFor(name: string, seed: number): string {
  const letter = Array.from(name.trim())[0]?.toUpperCase() ?? '?';
  const colour = AVATAR_COLOURS[seed % AVATAR_COLOURS.length];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64"><rect width="64" height="64" rx="32" fill="${colour}"/><text x="32" y="42" font-size="28" text-anchor="middle" fill="#fff" font-family="sans-serif">${letter}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const SURNAMES = ['王', '李', '张', '刘', '陈', '杨', '赵', '黄', '周', '吴'];
const GIVEN = ['伟', '芳', '娜', '敏', '静', '磊', '强', '洋', '婷', '杰', '晨', '宇'];

function seedReceivers(rng: Rng, user: MockUser, count: number) {
  for (let i = 0; i < count; i += 1) {
    const english = rng.next() < 0.3;
    const name = english
      ? rng.pick(['Alice Chen', 'Bob Li', 'Carol Wang', 'David Zhang', 'Emma Liu', 'Frank Zhou'])
      : rng.pick(SURNAMES) + rng.pick(GIVEN) + (rng.bool(0.4) ? rng.pick(GIVEN) : '');
    db.receivers.push({
      id: nextId('receivers'),
      userId: user.id,
      name,
      mobile: `1${rng.pick(['35', '38', '39', '58', '86', '88'])}${rng.digits(8)}`,
      email: `${english ? name.split(' ')[0]?.toLowerCase() : 'ops'}${rng.int(1, 99)}@${rng.pick(['example.com', 'chain-demo.cn', 'corp.example.org'])}`,
      typeIds: rng
        .sample(db.messageTypes, rng.int(1, 4))
        .map((t) => t.id)
        .sort((a, b) => a - b),
      channels: rng.sample(['site', 'sms', 'email'] as const, rng.int(1, 3)),
      createTime: iso(rng.date(MOCK_NOW - 200 * DAY_MS, MOCK_NOW)),
    });
  }
}

function user(rng: Rng, init: Partial<MockUser> & Pick<MockUser, 'username' | 'name' | 'roles'>): MockUser {
  const id = nextId('users');
  const u: MockUser = {
    id,
    password: null,
    avatar: avatarFor(init.name, id),
    introduction: '',
    headImgUrl: '',
    mobile: null,
    email: null,
    walletAddress: null,
    contactName: '',
    contactMobile: '',
    contactEmail: '',
    company: '',
    address: '',
    buttons: [],
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
    secret: { appId: `cp${rng.digits(10)}`, appKey: rng.hex(32), appSecret: rng.hex(64) },
    createTime: iso(rng.date(MOCK_NOW - 700 * DAY_MS, MOCK_NOW - 200 * DAY_MS)),
    ...init,
  };
  u.headImgUrl ||= u.avatar;
  db.users.push(u);
  return u;
}

/** Fills the core collections. Same rng seed → same data. */
export function seedCore(rng: Rng): void {
  for (const t of MESSAGE_TYPES) db.messageTypes.push({ id: nextId('messageTypes'), ...t });

  const admin = user(rng, {
    username: DEMO_USERS.admin.username,
    password: DEMO_USERS.admin.password,
    name: DEMO_USERS.admin.name,
    roles: [...DEMO_USERS.admin.roles],
    introduction: '平台管理员 Platform administrator',
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
  const demo = user(rng, {
    username: DEMO_USERS.customer.username,
    password: DEMO_USERS.customer.password,
    name: DEMO_USERS.customer.name,
    roles: [...DEMO_USERS.customer.roles],
    introduction: '演示账号 Demo customer account',
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
  const others = [
    user(rng, {
      username: 'zhangwei',
      password: 'zw2024ok',
      name: '张伟',
      roles: ['customer'],
      mobile: '13600001111',
    }),
    user(rng, {
      username: 'liuna',
      password: 'ln8888ab',
      name: '刘娜',
      roles: ['customer'],
      mobile: '13700002222',
    }),
    user(rng, {
      username: 'bob',
      password: 'bob12345',
      name: 'Bob Smith',
      roles: ['customer'],
      email: 'bob@example.org',
    }),
  ];

  // The two demo tokens always work (the demo role switch sets the token to role + '-token').
  db.sessions.set(DEMO_USERS.admin.token, {
    token: DEMO_USERS.admin.token,
    userId: admin.id,
    expiresAt: null,
  });
  db.sessions.set(DEMO_USERS.customer.token, {
    token: DEMO_USERS.customer.token,
    userId: demo.id,
    expiresAt: null,
  });

  seedMessages(rng, admin, 320, 0.35);
  seedMessages(rng, demo, 300, 0.5);
  for (const o of others) seedMessages(rng, o, 20, 0.3);
  db.messages.sort((a, b) => (a.createTime < b.createTime ? 1 : -1));

  seedLoginLogs(rng, admin, 160);
  seedLoginLogs(rng, demo, 140);
  for (const o of others) seedLoginLogs(rng, o, 10);
  db.loginLogs.sort((a, b) => (a.loginTime < b.loginTime ? 1 : -1));

  seedReceivers(rng, admin, 14);
  seedReceivers(rng, demo, 8);
}
