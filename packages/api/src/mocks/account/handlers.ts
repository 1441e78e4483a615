import { accountEndpoints } from '../../account/endpoints';
import type { ChainType } from '../../contracts/chains';
import type { MockUser } from '../db';
import { BusinessErrorCode as E } from '../../orders/errors';
import { accountOf, bizDb, nextBizId } from '../bizDb';
import { forbidden, invalidState, isAdmin, notFound } from '../lib/answers';
import { mockNow, nowIso, stamp } from '../lib/clock';
import { byCreated, inRange, matches } from '../lib/filters';
import { fail, mockEndpoint } from '../lib/http';
import { inLanguage, readerOf, said } from '../lib/said';
import { productNameIn } from '../market/productName';
import { cents, yuan } from '../lib/money';
import { findMine, me, mine } from '../lib/owned';
import { paginate } from '../lib/paging';

function monthKey(ms: number) {
  const d = new Date(ms);
  return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
}

/** Files a pending withdrawal or refund request and answers it. */
function fundRequest(
  user: MockUser,
  kind: 'withdrawal' | 'refund',
  amountCents: number,
  orderId: number | null,
) {
  const request = {
    id: nextBizId('fundRequests'),
    owner: user.username,
    kind,
    amountCents,
    orderId,
    status: 'pending' as const,
    createdAt: nowIso(),
  };
  bizDb.fundRequests.push(request);
  const { id, status, createdAt } = request;
  return { id, kind, amount: yuan(amountCents), status, createdAt };
}

export const accountHandlers = [
  mockEndpoint(accountEndpoints.overview, (_input, { user }) => {
    const u = me(user);
    const account = accountOf(u.username);
    const now = new Date(mockNow());
    const months = Array.from({ length: 12 }, (_, i) =>
      monthKey(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (11 - i), 1)),
    );
    const spend = new Map(months.map((m) => [m, 0]));
    for (const c of bizDb.consumption) {
      if (c.owner !== u.username) continue;
      const m = c.createdAt.slice(0, 7);
      if (spend.has(m)) spend.set(m, (spend.get(m) ?? 0) + c.amountCents);
    }
    return {
      balance: yuan(account.balanceCents),
      frozen: yuan(account.frozenCents),
      available: yuan(account.balanceCents - account.frozenCents),
      currency: 'CNY' as const,
      monthlySpend: months.map((month) => ({ month, amount: yuan(spend.get(month) ?? 0) })),
    };
  }),
  mockEndpoint(accountEndpoints.recharge, (input, { user }) => {
    const u = me(user);
    const online = input.method !== 'bank_transfer';
    const amountCents = cents(input.amount);
    const id = nextBizId('recharges');
    const record = {
      id,
      owner: u.username,
      serialNo: `CZ${stamp(mockNow())}${String(id).padStart(6, '0')}`,
      userName: u.name,
      amountCents,
      method: input.method,
      status: online ? ('success' as const) : ('pending' as const),
      createdAt: nowIso(),
    };
    bizDb.recharges.push(record);
    if (online) accountOf(u.username).balanceCents += amountCents;
    const { owner: _o, amountCents: _c, ...rest } = record;
    return { ...rest, amount: yuan(amountCents) };
  }),
  mockEndpoint(accountEndpoints.withdraw, (input, { user }) => {
    const u = me(user);
    const account = accountOf(u.username);
    const amountCents = cents(input.amount);
    if (amountCents > account.balanceCents - account.frozenCents) {
      return fail(
        E.INSUFFICIENT_BALANCE,
        said('提现金额超过可用余额', 'Amount exceeds the available balance'),
      );
    }
    account.frozenCents += amountCents;
    return fundRequest(u, 'withdrawal', amountCents, null);
  }),
  mockEndpoint(accountEndpoints.refund, (input, { user }) => {
    const u = me(user);
    const o = findMine(bizDb.orders, input.orderId, user);
    if (!o) return notFound('订单', 'Order');
    if (o.status !== 'paid')
      return invalidState(said('只有已支付的订单可以退款', 'Only paid orders can be refunded'));
    if (
      bizDb.fundRequests.some((r) => r.kind === 'refund' && r.orderId === o.id && r.status !== 'rejected')
    ) {
      return invalidState(said('该订单已提交退款申请', 'A refund was already requested for this order'));
    }
    return fundRequest(u, 'refund', o.amountCents, o.id);
  }),
  mockEndpoint(accountEndpoints.consumption, (input, { user, request }) => {
    // The product's name in the reader's language (decision 0077).
    const language = readerOf(request);
    const name = (c: (typeof bizDb.consumption)[number]) =>
      productNameIn(bizDb.orders.find((o) => o.id === c.orderId)?.productId, language, c.productName);
    const list = mine(bizDb.consumption, user)
      .filter((c) => inRange(c.createdAt, input))
      .filter((c) => matches(input.keyword, c.orderNo, name(c)))
      .sort(byCreated);
    return paginate(list, input, (c) => ({
      id: c.id,
      orderId: c.orderId,
      orderNo: c.orderNo,
      productName: name(c),
      amount: yuan(c.amountCents),
      balanceAfter: yuan(c.balanceAfterCents),
      createdAt: c.createdAt,
    }));
  }),
  mockEndpoint(accountEndpoints.drops, (input, { user, request }) => {
    if (!isAdmin(user)) return forbidden();
    const language = readerOf(request);
    const list = bizDb.drops
      .filter(
        (d) =>
          inRange(d.createdAt, input) && matches(input.keyword, d.userName, inLanguage(d.reason, language)),
      )
      .sort(byCreated);
    return paginate(list, input, (d) => ({
      id: d.id,
      userName: d.userName,
      amount: yuan(d.amountCents),
      reason: inLanguage(d.reason, language),
      chainType: d.chainType as ChainType,
      createdAt: d.createdAt,
    }));
  }),
  mockEndpoint(accountEndpoints.recharges, (input, { user }) => {
    if (!isAdmin(user)) return forbidden();
    const list = bizDb.recharges
      .filter((r) => inRange(r.createdAt, input))
      .filter((r) => !input.status || r.status === input.status)
      .filter((r) => matches(input.keyword, r.userName, r.serialNo))
      .sort(byCreated);
    return paginate(list, input, ({ owner: _o, amountCents, ...r }) => ({ ...r, amount: yuan(amountCents) }));
  }),
];
