/**
 * MSW handlers of the business families (decision 0005) over ./db.ts. They behave like a server:
 * the token check on console calls (via mockEndpoint), admin-only calls answer 20001 to others,
 * real paging, filters and totals, and state across calls (paying lowers the balance and writes a
 * consumption line, an invoice marks its orders invoiced, a reply shows in the work order).
 *
 * Clock: records created while the mock runs are dated on a business clock that starts at
 * MOCK_NOW when the data is seeded and advances in real time, so new records sit right after the
 * seeded ones (date filters, the monthly chart and "newest first" stay consistent).
 */
import { http, type RequestHandler } from 'msw';
import type { z } from 'zod';
import { accountEndpoints } from '../../account/endpoints';
import { appEndpoints } from '../../apps/endpoints';
import type { Page } from '../../client/schemas';
import { contentEndpoints } from '../../content/endpoints';
import { chainIdOf, type ChainType } from '../../contracts/chains';
import { contractEndpoints } from '../../contracts/endpoints';
import { feedbackEndpoints, fileEndpoints } from '../../feedback/endpoints';
import { isAllowedUploadName, UPLOAD_MAX_BYTES, UPLOAD_MIME_TYPES } from '../../feedback/schemas';
import type { uploadedFile } from '../../feedback/schemas';
import { invoiceEndpoints } from '../../invoices/endpoints';
import { marketEndpoints } from '../../market/endpoints';
import type { marketItem } from '../../market/schemas';
import { orderEndpoints } from '../../orders/endpoints';
import { BusinessErrorCode as E } from '../../orders/errors';
import type { orderDetail } from '../../orders/schemas';
import { serviceEndpoints } from '../../services/endpoints';
import type { serviceDetail, serviceInvitation } from '../../services/schemas';
import { workOrderEndpoints } from '../../workOrders/endpoints';
import type { workOrderDetail } from '../../workOrders/schemas';
import type { contractDetail } from '../../contracts/schemas';
import type { invoiceDetail } from '../../invoices/schemas';
import type { MockUser } from '../db';
import { apiPath, fail, mockEndpoint, ok } from '../http';
import { DAY_MS, MOCK_NOW, type Rng } from '../rng';
import {
  accountOf,
  bizDb,
  cents,
  nextBizId,
  yuan,
  type Bilingual,
  type MockContract,
  type MockInvitation,
  type MockOrder,
  type MockProduct,
  type MockService,
  type MockWorkOrder,
} from './db';
import { compareText, maskPhone, orderNo, seedBusinessData, visibleTo } from './seed';

// ---------------------------------------------------------------- clock and randomness
let seededAt = Date.now();
let runtimeRng: Rng | undefined;

/** Now, on the business clock (see the file comment). */
export function bizNow(): number {
  return MOCK_NOW + (Date.now() - seededAt);
}
const nowIso = () => new Date(bizNow()).toISOString();
const rand = (): Rng => {
  if (!runtimeRng) throw new Error('seedBusiness(rng) has not run');
  return runtimeRng;
};

/** Empties and seeds the business collections (called by resetMockDb after the core seed). */
export function seedBusiness(rng: Rng): void {
  seedBusinessData(rng);
  runtimeRng = rng;
  seededAt = Date.now();
}

// ---------------------------------------------------------------- helpers
function paginate<T, R>(
  items: T[],
  input: { pageNum: number; pageSize: number },
  map: (item: T) => R,
): Page<R> {
  const start = (input.pageNum - 1) * input.pageSize;
  return {
    list: items.slice(start, start + input.pageSize).map(map),
    total: items.length,
    pageNum: input.pageNum,
    pageSize: input.pageSize,
  };
}

/** Keyword filter: blank matches everything; otherwise any field contains it (case-insensitive). */
function matches(keyword: string | undefined, ...fields: Array<string | null | undefined>): boolean {
  const wanted = keyword?.trim().toLowerCase();
  if (!wanted) return true;
  return fields.some((f) => f?.toLowerCase().includes(wanted));
}

/** Date-range filter on an instant, by its UTC day; both ends inclusive. */
function inRange(
  at: string | null,
  range: { dateFrom?: string | undefined; dateTo?: string | undefined },
): boolean {
  if (!range.dateFrom && !range.dateTo) return true;
  if (!at) return false;
  const day = at.slice(0, 10);
  return (!range.dateFrom || day >= range.dateFrom) && (!range.dateTo || day <= range.dateTo);
}

const newestFirst =
  <T>(key: (item: T) => string) =>
  (a: T, b: T) =>
    compareText(key(b), key(a));
const byCreated = newestFirst<{ createdAt: string }>((x) => x.createdAt);

const isAdmin = (user: MockUser | undefined) => !!user?.roles.includes('admin');
const forbidden = () => fail(E.FORBIDDEN, '无权限访问 Permission denied: administrators only');
const notFound = (what: string) => fail(E.NOT_FOUND, `${what}不存在 ${what} not found`);
const invalidState = (msg: string) => fail(E.INVALID_STATE, msg);
const invalid = (msg: string) => fail(E.INVALID_PARAMS, `参数错误 Invalid parameters: ${msg}`);

/** The signed-in user of an auth endpoint (mockEndpoint has checked the token already). */
function me(user: MockUser | undefined): MockUser {
  if (!user) throw new Error('auth endpoint without user');
  return user;
}

const pick = (text: Bilingual, lang: string | undefined) => (lang === 'zh' ? text.zh : text.en);
const stamp = (ms: number) => new Date(ms).toISOString().slice(0, 10).replace(/-/g, '');

// ---------------------------------------------------------------- services
function serviceItem(s: MockService) {
  return {
    id: s.id,
    serviceNo: s.serviceNo,
    name: s.name,
    chainType: s.chainType,
    chainCode: s.chainCode,
    network: s.network,
    edition: s.edition,
    status: s.status,
    nodeCount: s.nodeCount,
    memberCount: s.members.filter((m) => m.status === 'joined').length,
    createdAt: s.createdAt,
    expiresAt: s.expiresAt,
  };
}

function serviceDetailOf(s: MockService): z.input<typeof serviceDetail> {
  return {
    ...serviceItem(s),
    description: s.description,
    rpcEndpoint: s.rpcEndpoint,
    members: s.members.map(({ username: _u, ...m }) => m),
    appCount: bizDb.apps.filter((a) => a.serviceId === s.id).length,
  };
}

function invitationOf(inv: MockInvitation): z.input<typeof serviceInvitation> {
  if (inv.status === 'pending' && Date.parse(inv.expiresAt) <= bizNow()) inv.status = 'expired';
  const service = bizDb.services.find((s) => s.id === inv.serviceId);
  return {
    code: inv.code,
    serviceId: inv.serviceId,
    serviceName: service?.name ?? '',
    inviterName: inv.inviterName,
    invitee: inv.invitee,
    status: inv.status,
    createdAt: inv.createdAt,
    expiresAt: inv.expiresAt,
  };
}

const serviceHandlers = [
  mockEndpoint(serviceEndpoints.list, (input, { user }) => {
    const u = me(user);
    const list = bizDb.services
      .filter((s) => visibleTo(s, u.username))
      .filter((s) => !input.chainType || s.chainType === input.chainType)
      .filter((s) => !input.status || s.status === input.status)
      .filter((s) => matches(input.keyword, s.name, s.serviceNo))
      .sort(byCreated);
    return paginate(list, input, serviceItem);
  }),
  mockEndpoint(serviceEndpoints.detail, (input, { user }) => {
    const s = bizDb.services.find((x) => x.id === input.id && visibleTo(x, me(user).username));
    return s ? serviceDetailOf(s) : notFound('服务 Service');
  }),
  mockEndpoint(serviceEndpoints.invite, (input, { user }) => {
    const u = me(user);
    const s = bizDb.services.find((x) => x.id === input.serviceId && visibleTo(x, u.username));
    if (!s) return notFound('服务 Service');
    if (s.owner !== u.username)
      return fail(E.FORBIDDEN, '只有服务所有者可以邀请成员 Only the owner can invite');
    const invitee = input.phone ? maskPhone(input.phone) : (input.email ?? '');
    const memberId = nextBizId('members');
    s.members.push({
      id: memberId,
      username: null,
      name: input.email ?? invitee,
      contact: invitee,
      role: 'member',
      status: 'invited',
      joinedAt: null,
    });
    const now = bizNow();
    const inv: MockInvitation = {
      code: `INV-${rand().hex(10).toUpperCase()}`,
      serviceId: s.id,
      inviterName: u.name,
      invitee,
      memberId,
      status: 'pending',
      createdAt: new Date(now).toISOString(),
      expiresAt: new Date(now + 7 * DAY_MS).toISOString(),
    };
    bizDb.invitations.push(inv);
    return invitationOf(inv);
  }),
  mockEndpoint(serviceEndpoints.inviteDetail, (input) => {
    const inv = bizDb.invitations.find((x) => x.code === input.code);
    const s = inv && bizDb.services.find((x) => x.id === inv.serviceId);
    if (!inv || !s) return fail(E.INVITE_INVALID, '邀请不存在 Invitation not found');
    return {
      ...invitationOf(inv),
      service: { name: s.name, chainType: s.chainType, edition: s.edition, description: s.description },
    };
  }),
  mockEndpoint(serviceEndpoints.acceptInvite, (input, { user }) => {
    const u = me(user);
    const inv = bizDb.invitations.find((x) => x.code === input.code);
    const s = inv && bizDb.services.find((x) => x.id === inv.serviceId);
    if (!inv || !s) return fail(E.INVITE_INVALID, '邀请不存在 Invitation not found');
    invitationOf(inv);
    if (inv.status !== 'pending')
      return fail(E.INVITE_INVALID, '邀请已失效或已使用 Invitation expired or already used');
    if (s.owner === u.username) return invalidState('不能接受自己服务的邀请 You own this service');
    inv.status = 'accepted';
    const member = s.members.find((m) => m.id === inv.memberId);
    const already = s.members.find((m) => m.username === u.username && m.status === 'joined');
    if (already && member) s.members.splice(s.members.indexOf(member), 1);
    else if (member)
      Object.assign(member, { username: u.username, name: u.name, status: 'joined', joinedAt: nowIso() });
    return serviceDetailOf(s);
  }),
];

// ---------------------------------------------------------------- apps
const appHandlers = [
  mockEndpoint(appEndpoints.list, (input, { user }) => {
    const u = me(user);
    const list = bizDb.apps
      .filter((a) => a.owner === u.username)
      .filter((a) => !input.chainType || a.chainType === input.chainType)
      .filter((a) => !input.status || a.status === input.status)
      .filter((a) => matches(input.keyword, a.name, a.appId))
      .sort(byCreated);
    return paginate(list, input, appItemOf);
  }),
  mockEndpoint(appEndpoints.detail, (input, { user }) => {
    const a = bizDb.apps.find((x) => x.id === input.id && x.owner === me(user).username);
    if (!a) return notFound('应用 App');
    return {
      ...appItemOf(a),
      description: a.description,
      callbackUrl: a.callbackUrl,
      requestsToday: a.requestsToday,
      requestsMonth: a.requestsMonth,
    };
  }),
];

function appItemOf(a: (typeof bizDb.apps)[number]) {
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

// ---------------------------------------------------------------- market
const EDITION_NAMES: Record<string, Bilingual> = {
  basic: { zh: '基础版', en: 'Basic' },
  custom: { zh: '定制版', en: 'Custom' },
  trial: { zh: '试用版', en: 'Trial' },
  advanced: { zh: '高级版', en: 'Advanced' },
};

function productPriceType(p: MockProduct) {
  if (p.editions.some((e) => e.priceType === 'fixed')) return 'fixed' as const;
  if (p.editions.some((e) => e.priceType === 'negotiable')) return 'negotiable' as const;
  return 'free' as const;
}

function marketItemOf(p: MockProduct): z.input<typeof marketItem> {
  const fixed = p.editions.filter((e) => e.priceType === 'fixed').map((e) => e.monthlyCents ?? 0);
  return {
    id: p.id,
    name: p.name,
    category: p.category,
    scenario: p.scenario,
    provider: p.provider,
    summary: p.summary,
    version: p.versions[0]?.version ?? '1.0.0',
    updatedAt: p.updatedAt,
    priceType: productPriceType(p),
    priceFrom: fixed.length > 0 ? yuan(Math.min(...fixed)) : null,
    salesCount: p.salesCount,
    editionKeys: p.editions.map((e) => e.key),
  };
}

/** The `sort` of market.list (decision 0016); products without a fixed price sort after priced ones. */
function sortMarket(list: MockProduct[], sort: string | undefined): MockProduct[] {
  const price = (p: MockProduct) => marketItemOf(p).priceFrom;
  const byPrice = (dir: 1 | -1) => (a: MockProduct, b: MockProduct) => {
    const pa = price(a);
    const pb = price(b);
    if (pa === null || pb === null) return pa === pb ? 0 : pa === null ? 1 : -1;
    return (pa - pb) * dir;
  };
  if (sort === 'popular') return [...list].sort((a, b) => b.salesCount - a.salesCount);
  if (sort === 'price_asc') return [...list].sort(byPrice(1));
  if (sort === 'price_desc') return [...list].sort(byPrice(-1));
  return list;
}

const marketHandlers = [
  mockEndpoint(marketEndpoints.list, (input) => {
    const list = bizDb.products
      .filter((p) => !input.category || p.category === input.category)
      .filter((p) => !input.scenario || p.scenario === input.scenario)
      .filter((p) => !input.priceType || productPriceType(p) === input.priceType)
      .filter((p) => !input.provider || p.provider === input.provider)
      .filter((p) => matches(input.keyword, p.name, p.provider, p.summary))
      .sort(newestFirst((p) => p.updatedAt));
    return paginate(sortMarket(list, input.sort), input, marketItemOf);
  }),
  mockEndpoint(marketEndpoints.providers, () =>
    [...new Set(bizDb.products.map((p) => p.provider))].sort((a, b) => a.localeCompare(b)),
  ),
  mockEndpoint(marketEndpoints.detail, (input) => {
    const p = bizDb.products.find((x) => x.id === input.id);
    if (!p) return notFound('产品 Product');
    return {
      ...marketItemOf(p),
      description: p.description,
      editions: p.editions.map((e) => ({
        key: e.key,
        picture: `edition-${e.key}`,
        name: pick(EDITION_NAMES[e.key] ?? { zh: e.key, en: e.key }, input.lang),
        priceType: e.priceType,
        monthlyPrice: e.monthlyCents === null ? null : yuan(e.monthlyCents),
        features: e.features.map((f) => pick(f, input.lang)),
      })),
      versions: p.versions,
      purchase: { minQuantity: 1, maxQuantity: p.maxQuantity, periods: p.periods },
    };
  }),
  mockEndpoint(marketEndpoints.purchase, (input, { user }) => {
    const u = me(user);
    const p = bizDb.products.find((x) => x.id === input.productId);
    if (!p) return notFound('产品 Product');
    const edition = p.editions.find((e) => e.key === input.edition);
    if (!edition) return invalid(`edition ${input.edition} is not offered`);
    if (edition.priceType === 'negotiable')
      return fail(E.NEGOTIABLE_PRICE, '该版本价格面议，请联系商务 Price on request: please contact sales');
    if (input.quantity > p.maxQuantity) return invalid(`quantity at most ${p.maxQuantity}`);
    if (edition.key === 'trial' ? input.periodMonths !== 1 : !p.periods.includes(input.periodMonths)) {
      return invalid(`periodMonths must be one of ${edition.key === 'trial' ? '1' : p.periods.join(', ')}`);
    }
    const unit = edition.monthlyCents ?? 0;
    const created = nowIso();
    const order: MockOrder = {
      id: nextBizId('orders'),
      owner: u.username,
      orderNo: orderNo(new Date(bizNow()), rand()),
      type: bizDb.orders.some((o) => o.owner === u.username && o.productId === p.id && o.status === 'paid')
        ? 'renewal'
        : 'purchase',
      status: 'pending',
      productId: p.id,
      productName: p.name,
      edition: edition.key,
      quantity: input.quantity,
      periodMonths: input.periodMonths,
      unitCents: unit,
      amountCents: unit * input.quantity * input.periodMonths,
      invoiceId: null,
      createdAt: created,
      paidAt: null,
      timeline: [{ status: 'pending', at: created }],
    };
    bizDb.orders.push(order);
    return orderDetailOf(order);
  }),
];

// ---------------------------------------------------------------- contracts
/** A contract created by a call deploys by the next time it is read. */
function settle(c: MockContract) {
  if (c.status === 'compiling' || c.status === 'deploying') {
    c.status = 'deployed';
    c.address = `0x${rand().hex(40)}`;
    c.txHash = `0x${rand().hex(64)}`;
    c.deployedAt = nowIso();
  }
}

function contractItemOf(c: MockContract) {
  return {
    id: c.id,
    name: c.name,
    origin: c.origin,
    chainCode: c.chainCode,
    chainId: chainIdOf(c.chainCode, c.network),
    network: c.network,
    status: c.status,
    address: c.address,
    txHash: c.txHash,
    deployedAt: c.deployedAt,
    createdAt: c.createdAt,
  };
}

function contractDetailOf(c: MockContract): z.input<typeof contractDetail> {
  return {
    ...contractItemOf(c),
    description: c.description,
    abiSummary: c.abiSummary,
    source: c.source,
    templateName: c.templateName,
  };
}

const contractHandlers = [
  mockEndpoint(contractEndpoints.templates, (_input, { user }) =>
    isAdmin(user) ? bizDb.templates : forbidden(),
  ),
  mockEndpoint(contractEndpoints.createFromTemplate, (input, { user }) => {
    if (!isAdmin(user)) return forbidden();
    const t = bizDb.templates.find((x) => x.id === input.templateId);
    if (!t) return notFound('模板 Template');
    const missing = t.params.find((p) => p.required && !input.params[p.name]?.trim());
    if (missing) return invalid(`params.${missing.name} is required`);
    const badAddress = t.params.find(
      (p) =>
        p.type === 'address' &&
        input.params[p.name] &&
        !/^0x[0-9a-fA-F]{40}$/.test(input.params[p.name] ?? ''),
    );
    if (badAddress) return invalid(`params.${badAddress.name} is not an address`);
    const c: MockContract = {
      id: nextBizId('contracts'),
      owner: me(user).username,
      name: input.name,
      origin: 'template',
      chainCode: input.chainCode,
      network: input.network,
      status: 'deploying',
      address: null,
      txHash: null,
      deployedAt: null,
      createdAt: nowIso(),
      description: t.description,
      abiSummary: ['function owner() view returns (address)'],
      source: null,
      templateName: t.name,
    };
    bizDb.contracts.push(c);
    return contractDetailOf(c);
  }),
  mockEndpoint(contractEndpoints.build, (input, { user }) => {
    if (!isAdmin(user)) return forbidden();
    const file = bizDb.files.find((f) => f.id === input.source.fileId);
    if (!file) return notFound('文件 File');
    const { fileId: _f, ...source } = input.source;
    const c: MockContract = {
      id: nextBizId('contracts'),
      owner: me(user).username,
      name: input.name,
      origin: 'custom',
      chainCode: input.chainCode,
      network: input.network,
      status: 'compiling',
      address: null,
      txHash: null,
      deployedAt: null,
      createdAt: nowIso(),
      description: input.description ?? '',
      abiSummary: [],
      source,
      templateName: null,
    };
    bizDb.contracts.push(c);
    return contractDetailOf(c);
  }),
  mockEndpoint(contractEndpoints.list, (input, { user }) => {
    if (!isAdmin(user)) return forbidden();
    bizDb.contracts.forEach(settle);
    const list = bizDb.contracts
      .filter((c) => !input.chainCode || c.chainCode === input.chainCode)
      .filter((c) => !input.network || c.network === input.network)
      .filter((c) => !input.status || c.status === input.status)
      .filter((c) => !input.origin || c.origin === input.origin)
      .filter((c) => matches(input.keyword, c.name, c.address))
      .sort(byCreated);
    return paginate(list, input, contractItemOf);
  }),
  mockEndpoint(contractEndpoints.detail, (input, { user }) => {
    if (!isAdmin(user)) return forbidden();
    const c = bizDb.contracts.find((x) => x.id === input.id);
    if (!c) return notFound('合约 Contract');
    settle(c);
    return contractDetailOf(c);
  }),
];

// ---------------------------------------------------------------- orders
function orderItemOf(o: MockOrder) {
  return {
    id: o.id,
    orderNo: o.orderNo,
    type: o.type,
    status: o.status,
    productId: o.productId,
    productName: o.productName,
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

function orderDetailOf(o: MockOrder): z.input<typeof orderDetail> {
  return { ...orderItemOf(o), timeline: o.timeline };
}

const isInvoiceable = (o: MockOrder) => o.status === 'paid' && o.invoiceId === null && o.amountCents > 0;
const ownOrder = (id: number, user: MockUser | undefined) =>
  bizDb.orders.find((o) => o.id === id && o.owner === me(user).username);

const orderHandlers = [
  mockEndpoint(orderEndpoints.list, (input, { user }) => {
    const u = me(user);
    const list = bizDb.orders
      .filter((o) => o.owner === u.username)
      .filter((o) => !input.status || o.status === input.status)
      .filter((o) => !input.type || o.type === input.type)
      .filter((o) => inRange(o.createdAt, input))
      .filter((o) => matches(input.keyword, o.orderNo, o.productName))
      .filter((o) => input.invoiceable === undefined || isInvoiceable(o) === input.invoiceable)
      .sort(byCreated);
    return paginate(list, input, orderItemOf);
  }),
  mockEndpoint(orderEndpoints.detail, (input, { user }) => {
    const o = ownOrder(input.id, user);
    return o ? orderDetailOf(o) : notFound('订单 Order');
  }),
  mockEndpoint(orderEndpoints.cancel, (input, { user }) => {
    const o = ownOrder(input.id, user);
    if (!o) return notFound('订单 Order');
    if (o.status !== 'pending')
      return invalidState('只能取消待支付的订单 Only pending orders can be cancelled');
    o.status = 'cancelled';
    o.timeline.push({ status: 'cancelled', at: nowIso() });
    return orderDetailOf(o);
  }),
  mockEndpoint(orderEndpoints.pay, (input, { user }) => {
    const u = me(user);
    const o = ownOrder(input.id, user);
    if (!o) return notFound('订单 Order');
    if (o.status !== 'pending') return invalidState('只能支付待支付的订单 Only pending orders can be paid');
    const account = accountOf(u.username);
    if (o.amountCents > account.balanceCents - account.frozenCents) {
      return fail(
        E.INSUFFICIENT_BALANCE,
        '账户可用余额不足，请先充值 Insufficient balance: please top up first',
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
    return orderDetailOf(o);
  }),
];

// ---------------------------------------------------------------- account
function monthKey(ms: number) {
  const d = new Date(ms);
  return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
}

const accountHandlers = [
  mockEndpoint(accountEndpoints.overview, (_input, { user }) => {
    const u = me(user);
    const account = accountOf(u.username);
    const now = new Date(bizNow());
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
      serialNo: `CZ${stamp(bizNow())}${String(id).padStart(6, '0')}`,
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
      return fail(E.INSUFFICIENT_BALANCE, '提现金额超过可用余额 Amount exceeds the available balance');
    }
    account.frozenCents += amountCents;
    const request = {
      id: nextBizId('fundRequests'),
      owner: u.username,
      kind: 'withdrawal' as const,
      amountCents,
      orderId: null,
      status: 'pending' as const,
      createdAt: nowIso(),
    };
    bizDb.fundRequests.push(request);
    return {
      id: request.id,
      kind: request.kind,
      amount: yuan(amountCents),
      status: request.status,
      createdAt: request.createdAt,
    };
  }),
  mockEndpoint(accountEndpoints.refund, (input, { user }) => {
    const u = me(user);
    const o = ownOrder(input.orderId, user);
    if (!o) return notFound('订单 Order');
    if (o.status !== 'paid') return invalidState('只有已支付的订单可以退款 Only paid orders can be refunded');
    if (
      bizDb.fundRequests.some((r) => r.kind === 'refund' && r.orderId === o.id && r.status !== 'rejected')
    ) {
      return invalidState('该订单已提交退款申请 A refund was already requested for this order');
    }
    const request = {
      id: nextBizId('fundRequests'),
      owner: u.username,
      kind: 'refund' as const,
      amountCents: o.amountCents,
      orderId: o.id,
      status: 'pending' as const,
      createdAt: nowIso(),
    };
    bizDb.fundRequests.push(request);
    return {
      id: request.id,
      kind: request.kind,
      amount: yuan(o.amountCents),
      status: request.status,
      createdAt: request.createdAt,
    };
  }),
  mockEndpoint(accountEndpoints.consumption, (input, { user }) => {
    const u = me(user);
    const list = bizDb.consumption
      .filter((c) => c.owner === u.username && inRange(c.createdAt, input))
      .filter((c) => matches(input.keyword, c.orderNo, c.productName))
      .sort(byCreated);
    return paginate(list, input, (c) => ({
      id: c.id,
      orderId: c.orderId,
      orderNo: c.orderNo,
      productName: c.productName,
      amount: yuan(c.amountCents),
      balanceAfter: yuan(c.balanceAfterCents),
      createdAt: c.createdAt,
    }));
  }),
  mockEndpoint(accountEndpoints.drops, (input, { user }) => {
    if (!isAdmin(user)) return forbidden();
    const list = bizDb.drops
      .filter((d) => inRange(d.createdAt, input) && matches(input.keyword, d.userName, d.reason))
      .sort(byCreated);
    return paginate(list, input, (d) => ({
      id: d.id,
      userName: d.userName,
      amount: yuan(d.amountCents),
      reason: d.reason,
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

// ---------------------------------------------------------------- invoices
function invoiceItemOf(i: (typeof bizDb.invoices)[number]) {
  return {
    id: i.id,
    invoiceNo: i.invoiceNo,
    titleName: i.title.name,
    type: i.type,
    medium: i.medium,
    amount: yuan(i.amountCents),
    status: i.status,
    createdAt: i.createdAt,
    issuedAt: i.issuedAt,
  };
}

function invoiceDetailOf(i: (typeof bizDb.invoices)[number]): z.input<typeof invoiceDetail> {
  return {
    ...invoiceItemOf(i),
    title: i.title,
    address: i.address,
    orders: i.orderIds.flatMap((id) => {
      const o = bizDb.orders.find((x) => x.id === id);
      return o
        ? [
            {
              id: o.id,
              orderNo: o.orderNo,
              productName: o.productName,
              amount: yuan(o.amountCents),
              paidAt: o.paidAt ?? o.createdAt,
            },
          ]
        : [];
    }),
    remark: i.remark,
  };
}

/** Keeps exactly one default among a user's records: `preferred` if given, else the current or newest. */
function normaliseDefault<T extends { id: number; owner: string; isDefault: boolean }>(
  list: T[],
  owner: string,
  preferred?: number,
) {
  const own = list.filter((x) => x.owner === owner);
  if (own.length === 0) return;
  const keep = preferred ?? own.find((x) => x.isDefault)?.id ?? Math.max(...own.map((x) => x.id));
  for (const x of own) x.isDefault = x.id === keep;
}

const ownTitle = (id: number, user: MockUser | undefined) =>
  bizDb.titles.find((t) => t.id === id && t.owner === me(user).username);
const ownAddress = (id: number, user: MockUser | undefined) =>
  bizDb.addresses.find((a) => a.id === id && a.owner === me(user).username);
const stripOwner = <T extends { owner: string }>({ owner: _o, ...rest }: T) => rest;
const addressOut = ({ owner: _o, createdAt: _c, ...rest }: (typeof bizDb.addresses)[number]) => rest;

const invoiceHandlers = [
  mockEndpoint(invoiceEndpoints.list, (input, { user }) => {
    const u = me(user);
    const list = bizDb.invoices
      .filter((i) => i.owner === u.username)
      .filter((i) => !input.status || i.status === input.status)
      .filter((i) => inRange(i.createdAt, input))
      .filter((i) => matches(input.keyword, i.invoiceNo, i.title.name))
      .sort(byCreated);
    return paginate(list, input, invoiceItemOf);
  }),
  mockEndpoint(invoiceEndpoints.detail, (input, { user }) => {
    const i = bizDb.invoices.find((x) => x.id === input.id && x.owner === me(user).username);
    return i ? invoiceDetailOf(i) : notFound('发票 Invoice');
  }),
  mockEndpoint(invoiceEndpoints.apply, (input, { user }) => {
    const u = me(user);
    const title = ownTitle(input.titleId, user);
    if (!title) return notFound('发票抬头 Invoice title');
    if (input.type === 'special' && title.titleType !== 'company')
      return invalid('a special VAT invoice needs a company title');
    const address = input.addressId === undefined ? undefined : ownAddress(input.addressId, user);
    if (input.medium === 'paper' && !address) return notFound('邮寄地址 Mailing address');
    const ids = [...new Set(input.orderIds)];
    const orders = ids.map((id) => ownOrder(id, user));
    if (orders.some((o) => !o)) return notFound('订单 Order');
    const bad = (orders as MockOrder[]).find((o) => !isInvoiceable(o));
    if (bad)
      return fail(
        E.NOT_INVOICEABLE,
        `订单 ${bad.orderNo} 未支付或已开票 Order ${bad.orderNo} is not paid or already invoiced`,
      );
    const id = nextBizId('invoices');
    const { id: _t, owner: _o, isDefault: _d, ...titleSnapshot } = title;
    const invoice = {
      id,
      owner: u.username,
      invoiceNo: `FP${stamp(bizNow())}${String(id).padStart(5, '0')}`,
      type: input.type,
      medium: input.medium,
      amountCents: (orders as MockOrder[]).reduce((s, o) => s + o.amountCents, 0),
      status: 'pending' as const,
      createdAt: nowIso(),
      issuedAt: null,
      title: titleSnapshot,
      address: input.medium === 'paper' && address ? stripOwnerAddress(address) : null,
      orderIds: ids,
      remark: input.remark ?? '',
    };
    for (const o of orders as MockOrder[]) o.invoiceId = id;
    bizDb.invoices.push(invoice);
    return invoiceDetailOf(invoice);
  }),
  mockEndpoint(invoiceEndpoints.titles, (_input, { user }) =>
    bizDb.titles
      .filter((t) => t.owner === me(user).username)
      .sort((a, b) => Number(b.isDefault) - Number(a.isDefault) || b.id - a.id)
      .map(stripOwner),
  ),
  mockEndpoint(invoiceEndpoints.createTitle, (input, { user }) => {
    const u = me(user);
    const title = { ...input, taxNo: input.taxNo ?? null, id: nextBizId('titles'), owner: u.username };
    bizDb.titles.push(title);
    normaliseDefault(bizDb.titles, u.username, input.isDefault ? title.id : undefined);
    return stripOwner(title);
  }),
  mockEndpoint(invoiceEndpoints.editTitle, (input, { user }) => {
    const title = ownTitle(input.id, user);
    if (!title) return notFound('发票抬头 Invoice title');
    const wasDefault = title.isDefault;
    Object.assign(title, input);
    normaliseDefault(bizDb.titles, title.owner, input.isDefault || wasDefault ? title.id : undefined);
    return stripOwner(title);
  }),
  mockEndpoint(invoiceEndpoints.deleteTitle, (input, { user }) => {
    const title = ownTitle(input.id, user);
    if (!title) return notFound('发票抬头 Invoice title');
    bizDb.titles.splice(bizDb.titles.indexOf(title), 1);
    normaliseDefault(bizDb.titles, title.owner);
    return null;
  }),
  mockEndpoint(invoiceEndpoints.addresses, (_input, { user }) =>
    bizDb.addresses
      .filter((a) => a.owner === me(user).username)
      .sort((a, b) => Number(b.isDefault) - Number(a.isDefault) || b.id - a.id)
      .map(addressOut),
  ),
  mockEndpoint(invoiceEndpoints.createAddress, (input, { user }) => {
    const u = me(user);
    const address = { ...input, id: nextBizId('addresses'), owner: u.username, createdAt: nowIso() };
    bizDb.addresses.push(address);
    normaliseDefault(bizDb.addresses, u.username, input.isDefault ? address.id : undefined);
    return addressOut(address);
  }),
  mockEndpoint(invoiceEndpoints.editAddress, (input, { user }) => {
    const address = ownAddress(input.id, user);
    if (!address) return notFound('邮寄地址 Mailing address');
    const wasDefault = address.isDefault;
    Object.assign(address, input);
    normaliseDefault(bizDb.addresses, address.owner, input.isDefault || wasDefault ? address.id : undefined);
    return addressOut(address);
  }),
  mockEndpoint(invoiceEndpoints.deleteAddress, (input, { user }) => {
    const address = ownAddress(input.id, user);
    if (!address) return notFound('邮寄地址 Mailing address');
    bizDb.addresses.splice(bizDb.addresses.indexOf(address), 1);
    normaliseDefault(bizDb.addresses, address.owner);
    return null;
  }),
  mockEndpoint(invoiceEndpoints.setDefaultAddress, (input, { user }) => {
    const address = ownAddress(input.id, user);
    if (!address) return notFound('邮寄地址 Mailing address');
    normaliseDefault(bizDb.addresses, address.owner, address.id);
    return addressOut(address);
  }),
];

function stripOwnerAddress(a: (typeof bizDb.addresses)[number]) {
  const { id: _i, owner: _o, isDefault: _d, createdAt: _c, ...rest } = a;
  return rest;
}

// ---------------------------------------------------------------- files, work orders, feedback
function fileOut(id: number): z.input<typeof uploadedFile> | undefined {
  const f = bizDb.files.find((x) => x.id === id);
  return f && { ...f, url: `https://files.chainportal.example/${f.id}/${encodeURIComponent(f.name)}` };
}
const filesOut = (ids: number[]) => ids.flatMap((id) => fileOut(id) ?? []);
const unknownFile = (ids: number[] | undefined) =>
  (ids ?? []).find((id) => !bizDb.files.some((f) => f.id === id));

function workOrderDetailOf(w: MockWorkOrder): z.input<typeof workOrderDetail> {
  return {
    id: w.id,
    ticketNo: w.ticketNo,
    type: w.type,
    title: w.title,
    status: w.status,
    createdAt: w.createdAt,
    updatedAt: w.updatedAt,
    content: w.content,
    attachments: filesOut(w.attachmentIds),
    replies: w.replies.map(({ attachmentIds, ...r }) => ({ ...r, attachments: filesOut(attachmentIds) })),
  };
}

const ownWorkOrder = (id: number, user: MockUser | undefined) =>
  bizDb.workOrders.find((w) => w.id === id && w.owner === me(user).username);

const workOrderHandlers = [
  mockEndpoint(workOrderEndpoints.list, (input, { user }) => {
    const u = me(user);
    const list = bizDb.workOrders
      .filter((w) => w.owner === u.username)
      .filter((w) => !input.status || w.status === input.status)
      .filter((w) => !input.type || w.type === input.type)
      .filter((w) => matches(input.keyword, w.ticketNo, w.title))
      .sort(byCreated);
    return paginate(list, input, (w) => ({
      id: w.id,
      ticketNo: w.ticketNo,
      type: w.type,
      title: w.title,
      status: w.status,
      createdAt: w.createdAt,
      updatedAt: w.updatedAt,
    }));
  }),
  mockEndpoint(workOrderEndpoints.detail, (input, { user }) => {
    const w = ownWorkOrder(input.id, user);
    return w ? workOrderDetailOf(w) : notFound('工单 Work order');
  }),
  mockEndpoint(workOrderEndpoints.create, (input, { user }) => {
    const u = me(user);
    const missing = unknownFile(input.attachmentIds);
    if (missing !== undefined) return notFound(`附件 Attachment ${missing}`);
    const at = nowIso();
    const w: MockWorkOrder = {
      id: nextBizId('workOrders'),
      owner: u.username,
      ticketNo: `GD${stamp(bizNow())}${rand().digits(4)}`,
      type: input.type,
      title: input.title,
      content: input.content,
      status: 'pending',
      attachmentIds: input.attachmentIds ?? [],
      replies: [],
      createdAt: at,
      updatedAt: at,
    };
    bizDb.workOrders.push(w);
    return workOrderDetailOf(w);
  }),
  mockEndpoint(workOrderEndpoints.reply, (input, { user }) => {
    const u = me(user);
    const w = ownWorkOrder(input.id, user);
    if (!w) return notFound('工单 Work order');
    if (w.status === 'closed') return invalidState('工单已关闭 The work order is closed');
    const missing = unknownFile(input.attachmentIds);
    if (missing !== undefined) return notFound(`附件 Attachment ${missing}`);
    const at = nowIso();
    w.replies.push({
      id: nextBizId('replies'),
      author: 'customer',
      authorName: u.name,
      content: input.content,
      attachmentIds: input.attachmentIds ?? [],
      createdAt: at,
    });
    w.status = 'processing';
    w.updatedAt = at;
    return workOrderDetailOf(w);
  }),
  mockEndpoint(workOrderEndpoints.close, (input, { user }) => {
    const w = ownWorkOrder(input.id, user);
    if (!w) return notFound('工单 Work order');
    if (w.status === 'closed') return invalidState('工单已关闭 The work order is closed');
    w.status = 'closed';
    w.updatedAt = nowIso();
    return workOrderDetailOf(w);
  }),
];

const uploadHandler = http.post(apiPath(fileEndpoints.upload.path), async ({ request }) => {
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return fail(
      E.FILE_MISSING,
      '请选择要上传的文件 No file in the request (multipart/form-data, part "file")',
    );
  }
  const file = form.get('file');
  if (!file || typeof file === 'string') {
    return fail(
      E.FILE_MISSING,
      '请选择要上传的文件 No file in the request (multipart/form-data, part "file")',
    );
  }
  const name = file.name || 'file';
  const mime = file.type.toLowerCase();
  if (form.get('purpose') === 'contract') {
    if (!isAllowedUploadName(name, 'contract')) {
      return fail(
        E.FILE_TYPE_NOT_ALLOWED,
        '合约源文件仅支持 sol、vy、json 格式 Contract sources must be sol, vy or json files',
      );
    }
  } else {
    const mimeOk =
      !mime || mime === 'application/octet-stream' || (UPLOAD_MIME_TYPES as readonly string[]).includes(mime);
    if (!isAllowedUploadName(name) || !mimeOk) {
      return fail(
        E.FILE_TYPE_NOT_ALLOWED,
        '仅支持 png、jpg、gif、jpeg、pdf、doc 格式 Only png, jpg, gif, jpeg, pdf and doc files are allowed',
      );
    }
  }
  if (file.size > UPLOAD_MAX_BYTES) {
    return fail(E.FILE_TOO_LARGE, '文件大小不能超过 10MB The file must be under 10 MB');
  }
  const record = {
    id: nextBizId('files'),
    name,
    size: file.size,
    mimeType: mime || 'application/octet-stream',
    createdAt: nowIso(),
  };
  bizDb.files.push(record);
  return ok(fileOut(record.id));
});

const feedbackHandlers = [
  mockEndpoint(feedbackEndpoints.create, (input, { user }) => {
    const missing = unknownFile(input.attachmentIds);
    if (missing !== undefined) return notFound(`附件 Attachment ${missing}`);
    const owner = user?.username ?? null;
    const id = nextBizId('feedback');
    const createdAt = nowIso();
    const ticketNo = `FK${stamp(bizNow())}${String(id).padStart(4, '0')}`;
    bizDb.feedback.push({
      id,
      ticketNo,
      owner,
      type: input.type,
      title: input.title,
      content: input.content,
      contact: input.contact ?? null,
      attachmentIds: input.attachmentIds ?? [],
      createdAt,
    });
    return { id, ticketNo, createdAt };
  }),
];

// ---------------------------------------------------------------- content
const contentHandlers = [
  mockEndpoint(contentEndpoints.docCategories, (input) =>
    bizDb.docCategories.map((c) => ({
      key: c.key,
      name: pick(c.name, input.lang),
      count: bizDb.docs.filter((d) => d.category === c.key).length,
    })),
  ),
  mockEndpoint(contentEndpoints.docs, (input) => {
    const list = bizDb.docs
      .filter((d) => !input.category || d.category === input.category)
      .filter((d) => matches(input.keyword, pick(d.title, input.lang), pick(d.summary, input.lang)))
      .sort(newestFirst((d) => d.updatedAt));
    return paginate(list, input, (d) => ({
      id: d.id,
      category: d.category,
      title: pick(d.title, input.lang),
      summary: pick(d.summary, input.lang),
      updatedAt: d.updatedAt,
    }));
  }),
  mockEndpoint(contentEndpoints.docDetail, (input) => {
    const d = bizDb.docs.find((x) => x.id === input.id);
    if (!d) return notFound('文档 Document');
    return {
      id: d.id,
      category: d.category,
      title: pick(d.title, input.lang),
      summary: pick(d.summary, input.lang),
      updatedAt: d.updatedAt,
      html: pick(d.html, input.lang),
    };
  }),
  mockEndpoint(contentEndpoints.faqs, (input) => {
    const list = bizDb.faqs
      .filter((f) => !input.category || f.category === input.category)
      .filter((f) => matches(input.keyword, pick(f.question, input.lang)))
      .sort(newestFirst((f) => f.updatedAt));
    return paginate(list, input, (f) => ({
      id: f.id,
      category: f.category,
      question: pick(f.question, input.lang),
      updatedAt: f.updatedAt,
    }));
  }),
  mockEndpoint(contentEndpoints.faqDetail, (input) => {
    const f = bizDb.faqs.find((x) => x.id === input.id);
    if (!f) return notFound('问题 Question');
    return {
      id: f.id,
      category: f.category,
      question: pick(f.question, input.lang),
      updatedAt: f.updatedAt,
      answerHtml: pick(f.answerHtml, input.lang),
    };
  }),
  mockEndpoint(contentEndpoints.announcements, (input) => {
    const list = bizDb.announcements
      .filter((a) => matches(input.keyword, pick(a.title, input.lang), pick(a.summary, input.lang)))
      .sort(newestFirst((a) => a.publishedAt));
    return paginate(list, input, (a) => ({
      id: a.id,
      title: pick(a.title, input.lang),
      summary: pick(a.summary, input.lang),
      level: a.level,
      publishedAt: a.publishedAt,
    }));
  }),
  mockEndpoint(contentEndpoints.solutions, (input) =>
    bizDb.solutions.map((s) => ({
      key: s.key,
      title: pick(s.title, input.lang),
      summary: pick(s.summary, input.lang),
      highlights: s.highlights.map((h) => pick(h, input.lang)),
    })),
  ),
  mockEndpoint(contentEndpoints.partners, (input) =>
    bizDb.partners.map((p) => ({
      id: p.id,
      name: pick(p.name, input.lang),
      kind: p.kind,
      logoKey: p.logoKey,
      url: p.url,
    })),
  ),
];

/** Every business handler (api-core's mocks/handlers.ts puts them after the core ones). */
export const businessHandlers: RequestHandler[] = [
  ...serviceHandlers,
  ...appHandlers,
  ...marketHandlers,
  ...contractHandlers,
  ...orderHandlers,
  ...accountHandlers,
  ...invoiceHandlers,
  ...workOrderHandlers,
  uploadHandler,
  ...feedbackHandlers,
  ...contentHandlers,
];
