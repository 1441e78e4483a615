import type { WorkOrderType } from '../../workOrders/schemas';
import { type MockReply, bizDb, nextBizId } from '../bizDb';
import { MOCK_NOW, daysAgo, iso, stamp } from '../lib/clock';
import { OWNERS, OWNER_NAMES, languageOf, ownerLanguage } from '../lib/names';
import type { Rng } from '../lib/rng';

const WORK_ORDER_TOPICS: Array<[WorkOrderType, string, string]> = [
  ['technical', '合约部署一直处于部署中', '在开放共识链测试网部署合约超过 30 分钟仍未完成，请协助排查。'],
  [
    'technical',
    'RPC endpoint returns 429',
    'Our app gets HTTP 429 from the RPC gateway during peak hours. Can the limit be raised?',
  ],
  ['billing', '发票抬头填写错误', '上月申请的发票抬头少了“有限公司”，需要作废重开。'],
  [
    'billing',
    'Refund for duplicate order',
    'We paid the same renewal twice. Please refund one of the orders.',
  ],
  ['account', '更换绑定手机号', '原手机号已停用，无法接收验证码，如何更换？'],
  [
    'account',
    'Add a colleague to our services',
    'How do I give a colleague read-only access to two services?',
  ],
  ['technical', '节点同步落后', '托管节点区块高度比浏览器落后约 200 个块。'],
  ['other', '申请成为渠道合作伙伴', '我们是一家系统集成商，希望了解渠道合作政策。'],
  ['technical', 'SDK 签名报错', 'Java SDK 1.4.2 发送交易时提示签名者无效，链为许可链主网。'],
  ['other', 'Training for our developers', 'Do you offer an on-site workshop on contract development?'],
];

export function seedWorkOrders(rng: Rng) {
  const counts: Record<string, number> = { demo: 34, admin: 16 };
  for (const owner of OWNERS) {
    // A customer writes in its language, and support answers in it.
    const zh = ownerLanguage(owner) === 'zh';
    const topics = WORK_ORDER_TOPICS.filter(([, title]) => languageOf(title) === ownerLanguage(owner));
    for (let i = 0; i < (counts[owner] ?? 5); i += 1) {
      const [type, title, content] = rng.pick(topics);
      const created = daysAgo(rng, 300, 0);
      const status = rng.pick(['pending', 'processing', 'replied', 'replied', 'closed', 'closed'] as const);
      const replies: MockReply[] = [];
      if (status !== 'pending') {
        let at = +created;
        for (let r = rng.int(1, 4); r > 0; r -= 1) {
          at += rng.int(1, 48) * 3_600_000;
          const support = replies.length % 2 === 0;
          replies.push({
            id: nextBizId('replies'),
            author: support ? ('support' as const) : ('customer' as const),
            // The agent's name only: the conversation says "Support · Leo" (console:workOrder.support).
            authorName: support
              ? zh
                ? rng.pick(['小李', '小王', '小陈', '小周'])
                : rng.pick(['Alex', 'Mia', 'Leo', 'Nina'])
              : (OWNER_NAMES[owner] ?? owner),
            content: support
              ? zh
                ? '您好，我们已收到问题，正在排查，请提供交易哈希与时间。'
                : 'Hello, we are looking into it; please send the transaction hash and time.'
              : zh
                ? '交易哈希已附上，请查收。'
                : 'The hash is attached.',
            attachmentIds: [],
            createdAt: iso(Math.min(at, MOCK_NOW)),
          });
        }
      }
      const lastAt = replies[replies.length - 1]?.createdAt ?? iso(created);
      bizDb.workOrders.push({
        id: nextBizId('workOrders'),
        owner,
        ticketNo: `GD${stamp(created)}${rng.digits(4)}`,
        type,
        title,
        content,
        status,
        attachmentIds: [],
        replies,
        createdAt: iso(created),
        updatedAt: lastAt,
      });
    }
  }
}
