/** The seeded notices (about 680, in Chinese and English, read and unread) and notice receivers. */
import { db, nextId, type MockMessage, type MockUser } from '../db';
import { DAY_MS, iso, MOCK_NOW } from '../lib/clock';
import { CITIES, CITY_EN } from '../lib/names';
import type { Rng } from '../lib/rng';
import { forEachUser } from '../user/seed';

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
    zh: ['账号在 {c} 登录', '您的账号于 {t} 在 {c} 登录。如非本人操作，请立即修改密码。'],
    en: [
      'New sign-in from {c}',
      'Your account signed in from {c} on {t}. If this was not you, change your password now.',
    ],
  },
  {
    type: 'security',
    zh: ['API 密钥查看提醒', '您的 API 密钥于 {t} 被查看。请妥善保管密钥，切勿泄露给他人。'],
    en: ['Your API credentials were viewed', 'Your API credentials were viewed on {t}. Keep them secret.'],
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

function seedUserMessages(rng: Rng, user: MockUser, count: number, english: number) {
  for (let i = 0; i < count; i += 1) {
    const template = rng.pick(TEMPLATES);
    const type = db.messageTypes.find((t) => t.code === template.type);
    const created = rng.date(MOCK_NOW - 365 * DAY_MS, MOCK_NOW);
    const service = rng.pick(SERVICES);
    const useEnglish = rng.next() < english;
    const city = rng.pick(CITIES);
    const values = {
      s: useEnglish ? service[1] : service[0],
      // {d}: a day to come (an event, an offer's end); {t}: the day the notice is about, its own.
      d: day(+created + rng.int(1, 30) * DAY_MS),
      t: day(+created),
      o: `CP${day(+created).replace(/-/g, '')}${rng.digits(6)}`,
      n: String(rng.int(10000, 99999)),
      c: useEnglish ? (CITY_EN[city] ?? city) : city,
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

/** The notice types and every user's notices, newest first. */
export function seedMessages(rng: Rng): void {
  for (const t of MESSAGE_TYPES) db.messageTypes.push({ id: nextId('messageTypes'), ...t });
  const share = (count: number, english: number) => ({ count, english });
  forEachUser(
    { admin: share(320, 0.35), demo: share(300, 0.5), other: share(20, 0.3) },
    (user, { count, english }) => seedUserMessages(rng, user, count, english),
  );
  db.messages.sort((a, b) => (a.createTime < b.createTime ? 1 : -1));
}

const SURNAMES = ['王', '李', '张', '刘', '陈', '杨', '赵', '黄', '周', '吴'];
const GIVEN = ['伟', '芳', '娜', '敏', '静', '磊', '强', '洋', '婷', '杰', '晨', '宇'];

function seedUserReceivers(rng: Rng, user: MockUser, count: number) {
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

/** The notice receivers of the two demo users. */
export function seedReceivers(rng: Rng): void {
  forEachUser({ admin: 14, demo: 8, other: 0 }, (user, count) => seedUserReceivers(rng, user, count));
}
