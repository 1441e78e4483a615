/**
 * The seeded notices (about 680, read and unread; the platform writes each in the four interface
 * languages, decision 0077) and notice receivers.
 */
import { db, nextId, type MockMessage, type MockUser } from '../db';
import { DAY_MS, iso, MOCK_NOW } from '../lib/clock';
import { CITIES, CITY_TEXTS } from '../lib/names';
import type { Rng } from '../lib/rng';
import { type ReaderLanguage, type Texts, texts } from '../lib/said';
import { forEachUser } from '../user/seed';

export const MESSAGE_TYPES = [
  { code: 'system', name: '系统通知', nameEn: 'System' },
  { code: 'service', name: '服务通知', nameEn: 'Services' },
  { code: 'order', name: '订单通知', nameEn: 'Orders' },
  { code: 'workOrder', name: '工单通知', nameEn: 'Work orders' },
  { code: 'security', name: '安全通知', nameEn: 'Security' },
  { code: 'activity', name: '活动通知', nameEn: 'Events' },
] as const;

/** Services a notice can name, as the platform names them in each language. */
const SERVICES: Texts[] = [
  texts(
    '开放联盟链 BaaS 服务',
    'Open consortium chain BaaS',
    'BaaS de cadena de consorcio abierta',
    'オープンコンソーシアムチェーン BaaS',
  ),
  texts('区块链存证服务', 'Evidence notarisation', 'Certificación de evidencias', 'ブロックチェーン証拠保全'),
  texts(
    '数字藏品发行平台',
    'Digital collectibles issuance',
    'Emisión de coleccionables digitales',
    'デジタルコレクション発行',
  ),
  texts('跨链网关', 'Cross-chain gateway', 'Pasarela entre cadenas', 'クロスチェーン・ゲートウェイ'),
  texts(
    '智能合约安全审计',
    'Smart contract audit',
    'Auditoría de contratos inteligentes',
    'スマートコントラクト監査',
  ),
  texts(
    '核心链 RPC 节点',
    'Core chain RPC node',
    'Nodo RPC de la cadena principal',
    'コアチェーン RPC ノード',
  ),
  texts(
    '开放许可链节点托管',
    'Permissioned chain node hosting',
    'Alojamiento de nodos de la cadena permisionada',
    '許可型チェーンのノードホスティング',
  ),
  texts(
    '食品溯源应用',
    'Food traceability app',
    'Aplicación de trazabilidad alimentaria',
    '食品トレーサビリティアプリ',
  ),
];

interface Template {
  type: (typeof MESSAGE_TYPES)[number]['code'];
  /** Title and body in each language. */
  title: Texts;
  content: Texts;
}

/** {s} service, {d} date, {o} order number, {n} work order number, {c} city, {a} amount. */
const TEMPLATES: Template[] = [
  {
    type: 'system',
    title: texts(
      '平台将于 {d} 02:00-06:00 进行系统升级',
      'Scheduled maintenance on {d}, 02:00-06:00',
      'Mantenimiento programado el {d}, de 02:00 a 06:00',
      '{d} 02:00～06:00 にシステムメンテナンスを行います',
    ),
    content: texts(
      '为提升服务质量，平台将于 {d} 凌晨 02:00 至 06:00 进行系统升级维护，期间控制台可能短暂无法访问，链上服务不受影响。给您带来的不便，敬请谅解。',
      'The console will be upgraded on {d} between 02:00 and 06:00 (UTC+8) and may be briefly unavailable. On-chain services are not affected.',
      'La consola se actualizará el {d} entre las 02:00 y las 06:00 (UTC+8) y podría no estar disponible durante unos minutos. Los servicios en cadena no se ven afectados.',
      '{d} の 02:00～06:00（UTC+8）にコンソールを更新します。この間、一時的にご利用いただけない場合があります。チェーン上のサービスには影響ありません。',
    ),
  },
  {
    type: 'system',
    title: texts(
      '《用户服务协议》更新通知',
      'Terms of service updated',
      'Hemos actualizado las condiciones del servicio',
      '利用規約を更新しました',
    ),
    content: texts(
      '我们更新了《用户服务协议》和《隐私政策》，新版本自 {d} 起生效。继续使用平台服务即表示您同意更新后的条款。',
      'We have updated the Terms of Service and the Privacy Policy. The new versions take effect on {d}.',
      'Hemos actualizado las Condiciones del servicio y la Política de privacidad. Las nuevas versiones entran en vigor el {d}.',
      '利用規約とプライバシーポリシーを更新しました。新しい版は {d} から適用されます。',
    ),
  },
  {
    type: 'service',
    title: texts(
      '您的服务「{s}」已开通',
      'Your service "{s}" is active',
      'Tu servicio «{s}» está activo',
      'サービス「{s}」の利用を開始しました',
    ),
    content: texts(
      '您订购的「{s}」已开通成功，可在「我的服务」中查看接入信息和使用说明。',
      'Your subscription to "{s}" is active. Connection details are under My services.',
      'Tu suscripción a «{s}» está activa. Los datos de conexión están en Mis servicios.',
      'ご契約の「{s}」が利用可能になりました。接続情報は「マイサービス」で確認できます。',
    ),
  },
  {
    type: 'service',
    title: texts(
      '服务「{s}」将于 {d} 到期',
      '"{s}" expires on {d}',
      '«{s}» vence el {d}',
      '「{s}」は {d} に期限切れになります',
    ),
    content: texts(
      '您的服务「{s}」将于 {d} 到期，为避免业务中断，请及时续费。',
      'Your service "{s}" expires on {d}. Renew it in time to avoid an interruption.',
      'Tu servicio «{s}» vence el {d}. Renuévalo a tiempo para evitar una interrupción.',
      'サービス「{s}」は {d} に期限切れになります。中断を避けるため、早めに更新してください。',
    ),
  },
  {
    type: 'order',
    title: texts(
      '订单 {o} 支付成功',
      'Order {o} paid',
      'Pedido {o} pagado',
      '注文 {o} の支払いが完了しました',
    ),
    content: texts(
      '您的订单 {o} 已支付成功，金额 ¥{a}。发票可在「发票管理」中申请。',
      'Order {o} was paid: ¥{a}. You can request an invoice under Invoice management.',
      'El pedido {o} se ha pagado: ¥{a}. Puedes solicitar la factura en Gestión de facturas.',
      '注文 {o} の支払いが完了しました（¥{a}）。請求書は「請求書管理」から申請できます。',
    ),
  },
  {
    type: 'order',
    title: texts(
      '订单 {o} 待支付',
      'Order {o} awaits payment',
      'El pedido {o} está pendiente de pago',
      '注文 {o} は支払い待ちです',
    ),
    content: texts(
      '您的订单 {o} 尚未支付（¥{a}），超过 24 小时未支付将自动取消。',
      'Order {o} (¥{a}) has not been paid yet. Unpaid orders are cancelled after 24 hours.',
      'El pedido {o} (¥{a}) aún no se ha pagado. Los pedidos sin pagar se cancelan a las 24 horas.',
      '注文 {o}（¥{a}）はまだ支払われていません。24 時間以内に支払いがない注文は自動的にキャンセルされます。',
    ),
  },
  {
    type: 'workOrder',
    title: texts(
      '工单 #{n} 有新的回复',
      'New reply on work order #{n}',
      'Nueva respuesta en la orden de trabajo n.º {n}',
      'チケット #{n} に新しい返信があります',
    ),
    content: texts(
      '您提交的工单 #{n} 已有技术支持回复，请前往「我的工单」查看。',
      'Support has replied to your work order #{n}. See My work orders.',
      'El soporte ha respondido a tu orden de trabajo n.º {n}. Consúltala en Mis órdenes de trabajo.',
      'お問い合わせのチケット #{n} にサポートから返信がありました。「マイチケット」で確認してください。',
    ),
  },
  {
    type: 'workOrder',
    title: texts(
      '工单 #{n} 已处理完成',
      'Work order #{n} resolved',
      'Orden de trabajo n.º {n} resuelta',
      'チケット #{n} の対応が完了しました',
    ),
    content: texts(
      '您提交的工单 #{n} 已处理完成。如问题仍未解决，可在 7 天内重新打开。',
      'Your work order #{n} has been resolved. You can reopen it within 7 days.',
      'Tu orden de trabajo n.º {n} se ha resuelto. Puedes reabrirla en un plazo de 7 días.',
      'チケット #{n} の対応が完了しました。解決していない場合は 7 日以内に再開できます。',
    ),
  },
  {
    type: 'security',
    title: texts(
      '账号在 {c} 登录',
      'New sign-in from {c}',
      'Nuevo inicio de sesión desde {c}',
      '{c} からログインがありました',
    ),
    content: texts(
      '您的账号于 {t} 在 {c} 登录。如非本人操作，请立即修改密码。',
      'Your account signed in from {c} on {t}. If this was not you, change your password now.',
      'Se inició sesión en tu cuenta desde {c} el {t}. Si no fuiste tú, cambia la contraseña ahora.',
      '{t} に {c} からアカウントへのログインがありました。心当たりがない場合は、すぐにパスワードを変更してください。',
    ),
  },
  {
    type: 'security',
    title: texts(
      'API 密钥查看提醒',
      'Your API credentials were viewed',
      'Se han consultado tus credenciales de API',
      'API キーが表示されました',
    ),
    content: texts(
      '您的 API 密钥于 {t} 被查看。请妥善保管密钥，切勿泄露给他人。',
      'Your API credentials were viewed on {t}. Keep them secret.',
      'Tus credenciales de API se consultaron el {t}. Mantenlas en secreto.',
      '{t} に API キーが表示されました。キーは他人に知られないよう大切に保管してください。',
    ),
  },
  {
    type: 'activity',
    title: texts(
      '区块链开发者大会报名开启',
      'Blockchain developer conference: registration open',
      'Congreso de desarrolladores blockchain: inscripción abierta',
      'ブロックチェーン開発者カンファレンスの申し込み受付を開始',
    ),
    content: texts(
      '第五届区块链开发者大会将于 {d} 在杭州举办，现已开放报名，欢迎参加。',
      'The 5th blockchain developer conference takes place in Hangzhou on {d}. Registration is open.',
      'El 5.º congreso de desarrolladores blockchain se celebra en Hangzhou el {d}. La inscripción está abierta.',
      '第 5 回ブロックチェーン開発者カンファレンスを {d} に杭州で開催します。申し込みを受け付けています。',
    ),
  },
  {
    type: 'activity',
    title: texts(
      '新用户专享：存证服务首月 5 折',
      'New customers: 50% off evidence notarisation',
      'Nuevos clientes: 50 % de descuento en certificación de evidencias',
      '新規のお客様限定：証拠保全サービスが初月 50% オフ',
    ),
    content: texts(
      '即日起至 {d}，新开通「区块链存证服务」的用户首月可享 5 折优惠。',
      'Until {d}, new subscriptions to Evidence notarisation get 50% off the first month.',
      'Hasta el {d}, las nuevas suscripciones a Certificación de evidencias tienen un 50 % de descuento el primer mes.',
      '{d} までに「ブロックチェーン証拠保全」を新しく契約すると、初月が 50% オフになります。',
    ),
  },
];

/** A notice text in every language, its placeholders filled with each language's values. */
function fill(text: Texts, values: Record<string, string | Texts>): Texts {
  const one = (language: ReaderLanguage) =>
    text[language].replace(/\{(\w)\}/g, (_, key: string) => {
      const value = values[key];
      return value === undefined ? '' : typeof value === 'string' ? value : value[language];
    });
  return texts(one('zh'), one('en'), one('es'), one('ja'));
}

const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

function seedUserMessages(rng: Rng, user: MockUser, count: number) {
  for (let i = 0; i < count; i += 1) {
    const template = rng.pick(TEMPLATES);
    const type = db.messageTypes.find((t) => t.code === template.type);
    const created = rng.date(MOCK_NOW - 365 * DAY_MS, MOCK_NOW);
    const city = rng.pick(CITIES);
    const values = {
      s: rng.pick(SERVICES),
      // {d}: a day to come (an event, an offer's end); {t}: the day the notice is about, its own.
      d: day(+created + rng.int(1, 30) * DAY_MS),
      t: day(+created),
      o: `CP${day(+created).replace(/-/g, '')}${rng.digits(6)}`,
      n: String(rng.int(10000, 99999)),
      c: CITY_TEXTS[city] ?? city,
      a: (rng.int(50, 50000) + rng.int(0, 99) / 100).toFixed(2),
    };
    const age = MOCK_NOW - +created;
    // Recent notices are more often unread.
    const unread = rng.next() < (age < 30 * DAY_MS ? 0.55 : 0.06);
    const message: MockMessage = {
      id: nextId('messages'),
      userId: user.id,
      typeId: type?.id ?? 1,
      title: fill(template.title, values),
      content: fill(template.content, values),
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
  forEachUser({ admin: 320, demo: 300, other: 20 }, (user, count) => seedUserMessages(rng, user, count));
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
