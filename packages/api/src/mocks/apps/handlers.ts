import { appEndpoints } from '../../apps/endpoints';
import { BusinessErrorCode as E } from '../../orders/errors';
import { type MockApp, accountOf, bizDb, nextBizId } from '../bizDb';
import { invalid, invalidState, notFound } from '../lib/answers';
import { mockNow, iso } from '../lib/clock';
import { byCreated, matches } from '../lib/filters';
import { fail, mockEndpoint } from '../lib/http';
import { type ReaderLanguage, inLanguage, readerOf, said } from '../lib/said';
import { yuan } from '../lib/money';
import { addMonths } from '../lib/months';
import { findMine, me, mine } from '../lib/owned';
import { paginate } from '../lib/paging';
import { runtimeRng } from '../lib/rng';
import { orderNo } from '../orders/seed';

export const appHandlers = [
  mockEndpoint(appEndpoints.list, (input, { user }) => {
    const list = mine(bizDb.apps, user)
      .filter((a) => !input.chainType || a.chainType === input.chainType)
      .filter((a) => !input.status || a.status === input.status)
      .filter((a) => matches(input.keyword, a.name, a.appId))
      .sort(byCreated);
    return paginate(list, input, appItemOf);
  }),
  mockEndpoint(appEndpoints.detail, (input, { user, request }) => {
    const a = findMine(bizDb.apps, input.id, user);
    return a ? appDetailOf(a, readerOf(request)) : notFound('应用', 'App');
  }),
  // Renewal (decision 0040): monthly price × months from the balance, as one paid renewal order with
  // its consumption record; the period runs on from the expiry, or from now when already expired.
  mockEndpoint(appEndpoints.renew, (input, { user, request }) => {
    const language = readerOf(request);
    const u = me(user);
    const a = findMine(bizDb.apps, input.id, user);
    if (!a) return notFound('应用', 'App');
    if (a.status === 'reviewing')
      return invalidState(said('审核中的应用不能续费', 'An app under review cannot be renewed'));
    const offer = renewalOf(a);
    if (!offer) return invalidState(said('该应用不能续费', 'This app cannot be renewed'));
    if (!offer.periods.includes(input.periodMonths))
      return invalid(`periodMonths must be one of ${offer.periods.join(', ')}`);
    const amountCents = offer.monthlyCents * input.periodMonths;
    const account = accountOf(u.username);
    if (amountCents > account.balanceCents - account.frozenCents) {
      return fail(
        E.INSUFFICIENT_BALANCE,
        said('账户可用余额不足，请先充值', 'Insufficient balance: please top up first'),
      );
    }
    const now = mockNow();
    const at = iso(now);
    const product = offer.product;
    account.balanceCents -= amountCents;
    const order = {
      id: nextBizId('orders'),
      owner: u.username,
      orderNo: orderNo(new Date(now), runtimeRng()),
      type: 'renewal' as const,
      status: 'paid' as const,
      productId: product.id,
      productName: inLanguage(product.name, language),
      edition: a.edition,
      quantity: 1,
      periodMonths: input.periodMonths,
      unitCents: offer.monthlyCents,
      amountCents,
      invoiceId: null,
      createdAt: at,
      paidAt: at,
      timeline: [
        { status: 'pending' as const, at },
        { status: 'paid' as const, at },
      ],
    };
    bizDb.orders.push(order);
    bizDb.consumption.push({
      id: nextBizId('consumption'),
      owner: u.username,
      orderId: order.id,
      orderNo: order.orderNo,
      productName: inLanguage(product.name, language),
      amountCents,
      balanceAfterCents: account.balanceCents,
      createdAt: at,
    });
    const from = Math.max(Date.parse(a.expiresAt), now);
    if (Date.parse(a.expiresAt) < now) a.startsAt = at;
    a.expiresAt = iso(addMonths(from, input.periodMonths));
    a.periodMonths = input.periodMonths;
    return appDetailOf(a, language);
  }),
];

/** The product an app runs on, its monthly price and the periods a renewal offers. */
function renewalOf(a: MockApp) {
  const product = bizDb.products.find((p) => p.id === a.productId);
  const edition = product?.editions.find((e) => e.key === a.edition);
  if (!product || !edition || edition.priceType !== 'fixed' || !edition.monthlyCents) return null;
  return { product, monthlyCents: edition.monthlyCents, periods: product.periods };
}

/** An app with its product's name and provider in the reader's language (decision 0077). */
function appDetailOf(a: MockApp, language: ReaderLanguage) {
  const product = bizDb.products.find((p) => p.id === a.productId);
  const offer = a.status === 'reviewing' ? null : renewalOf(a);
  const now = mockNow();
  return {
    ...appItemOf(a),
    description: a.description,
    callbackUrl: a.callbackUrl,
    requestsToday: a.requestsToday,
    requestsMonth: a.requestsMonth,
    productId: a.productId,
    productName: product ? inLanguage(product.name, language) : '',
    version: a.version,
    scenario: product?.scenario ?? 'retail',
    provider: product ? inLanguage(product.provider, language) : '',
    edition: a.edition,
    periodMonths: a.periodMonths,
    startsAt: a.startsAt,
    expiresAt: a.expiresAt,
    expired: Date.parse(a.expiresAt) < now,
    renewal: offer
      ? {
          monthlyPrice: yuan(offer.monthlyCents),
          periods: offer.periods,
          startsAt: iso(Math.max(Date.parse(a.expiresAt), now)),
        }
      : null,
  };
}

function appItemOf(a: MockApp) {
  return {
    id: a.id,
    name: a.name,
    appId: a.appId,
    appKeyMasked: `${a.appKey.slice(0, 3)}****${a.appKey.slice(-4)}`,
    chainType: a.chainType,
    chainCode: a.chainCode,
    serviceId: a.serviceId,
    serviceName: bizDb.services.find((s) => s.id === a.serviceId)?.name ?? '',
    status: a.status,
    createdAt: a.createdAt,
  };
}
