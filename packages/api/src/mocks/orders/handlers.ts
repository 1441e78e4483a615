import type * as z from 'zod/mini';
import { orderEndpoints } from '../../orders/endpoints';
import { BusinessErrorCode as E } from '../../orders/errors';
import type { orderDetail } from '../../orders/schemas';
import { type MockOrder, accountOf, bizDb, nextBizId } from '../bizDb';
import { invalidState, notFound } from '../lib/answers';
import { nowIso } from '../lib/clock';
import { byCreated, inRange, matches } from '../lib/filters';
import { fail, mockEndpoint } from '../lib/http';
import { type ReaderLanguage, readerOf, said } from '../lib/said';
import { productNameIn } from '../market/productName';
import { yuan } from '../lib/money';
import { findMine, me, mine } from '../lib/owned';
import { paginate } from '../lib/paging';

function orderItemOf(o: MockOrder, language: ReaderLanguage) {
  return {
    id: o.id,
    orderNo: o.orderNo,
    type: o.type,
    status: o.status,
    productId: o.productId,
    productName: productNameIn(o.productId, language, o.productName),
    edition: o.edition,
    quantity: o.quantity,
    periodMonths: o.periodMonths,
    unitPrice: yuan(o.unitCents),
    amount: yuan(o.amountCents),
    invoiced: o.invoiceId !== null,
    createdAt: o.createdAt,
    paidAt: o.paidAt,
  };
}

/** An order as its reader reads it: the product's name in the reader's language (decision 0077). */
export function orderDetailOf(o: MockOrder, language: ReaderLanguage): z.input<typeof orderDetail> {
  return { ...orderItemOf(o, language), timeline: o.timeline };
}

export const isInvoiceable = (o: MockOrder) =>
  o.status === 'paid' && o.invoiceId === null && o.amountCents > 0;

export const orderHandlers = [
  mockEndpoint(orderEndpoints.list, (input, { user, request }) => {
    const language = readerOf(request);
    const list = mine(bizDb.orders, user)
      .filter((o) => !input.status || o.status === input.status)
      .filter((o) => !input.type || o.type === input.type)
      .filter((o) => inRange(o.createdAt, input))
      .filter((o) => matches(input.keyword, o.orderNo, productNameIn(o.productId, language, o.productName)))
      .filter((o) => input.invoiceable === undefined || isInvoiceable(o) === input.invoiceable)
      .sort(byCreated);
    return paginate(list, input, (o) => orderItemOf(o, language));
  }),
  mockEndpoint(orderEndpoints.detail, (input, { user, request }) => {
    const o = findMine(bizDb.orders, input.id, user);
    return o ? orderDetailOf(o, readerOf(request)) : notFound('订单', 'Order');
  }),
  mockEndpoint(orderEndpoints.cancel, (input, { user, request }) => {
    const o = findMine(bizDb.orders, input.id, user);
    if (!o) return notFound('订单', 'Order');
    if (o.status !== 'pending')
      return invalidState(said('只能取消待支付的订单', 'Only pending orders can be cancelled'));
    o.status = 'cancelled';
    o.timeline.push({ status: 'cancelled', at: nowIso() });
    return orderDetailOf(o, readerOf(request));
  }),
  mockEndpoint(orderEndpoints.pay, (input, { user, request }) => {
    const u = me(user);
    const o = findMine(bizDb.orders, input.id, user);
    if (!o) return notFound('订单', 'Order');
    if (o.status === 'paid')
      return fail(E.ALREADY_PAID, said('该订单已支付', 'This order has already been paid'));
    if (o.status !== 'pending')
      return invalidState(said('只能支付待支付的订单', 'Only pending orders can be paid'));
    const account = accountOf(u.username);
    if (o.amountCents > account.balanceCents - account.frozenCents) {
      return fail(
        E.INSUFFICIENT_BALANCE,
        said('账户可用余额不足，请先充值', 'Insufficient balance: please top up first'),
      );
    }
    const at = nowIso();
    account.balanceCents -= o.amountCents;
    o.status = 'paid';
    o.paidAt = at;
    o.timeline.push({ status: 'paid', at });
    const product = bizDb.products.find((p) => p.id === o.productId);
    if (product) product.salesCount += 1;
    bizDb.consumption.push({
      id: nextBizId('consumption'),
      owner: u.username,
      orderId: o.id,
      orderNo: o.orderNo,
      productName: o.productName,
      amountCents: o.amountCents,
      balanceAfterCents: account.balanceCents,
      createdAt: at,
    });
    return orderDetailOf(o, readerOf(request));
  }),
];
