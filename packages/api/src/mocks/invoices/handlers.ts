import type { MockUser } from '../db';
import type * as z from 'zod/mini';
import { invoiceEndpoints } from '../../invoices/endpoints';
import type { invoiceDetail } from '../../invoices/schemas';
import { BusinessErrorCode as E } from '../../orders/errors';
import { http, HttpResponse } from 'msw';
import { type MockInvoice, type MockOrder, bizDb, nextBizId } from '../bizDb';
import { invalid, notFound } from '../lib/answers';
import { mockNow, nowIso, stamp } from '../lib/clock';
import { byCreated, inRange, matches } from '../lib/filters';
import { apiPath, fail, inReaderLanguage, mockEndpoint, withAuth } from '../lib/http';
import { answerLanguage, said, type Said } from '../lib/said';
import { yuan } from '../lib/money';
import { findMine, me, mine } from '../lib/owned';
import { paginate } from '../lib/paging';
import { isInvoiceable } from '../orders/handlers';
import { canWriteInvoiceFiles, invoicePdf } from './pdf';

/** Issued and mailed invoices have a file (decision 0025). */
export const hasFile = (i: Pick<MockInvoice, 'status'>) => i.status === 'issued' || i.status === 'mailed';

/** Where the server serves an invoice's PDF (decision 0069). */
export const INVOICE_FILE_PATH = '/client/invoice/file/{id}';
const invoiceFilePath = (id: number) => INVOICE_FILE_PATH.replace('{id}', String(id));

/**
 * GET /client/invoice/file/{id}: the PDF of one of the user's issued invoices, labelled in the
 * reader's language. Not issued, not theirs or unknown: the 404 envelope. A mock without the font
 * (none registered) answers 503.
 */
export const invoiceFileHandler = http.get(
  apiPath(INVOICE_FILE_PATH),
  withAuth(async ({ request, params, user }) => {
    const invoice = findMine(bizDb.invoices, Number(params.id), user);
    if (!invoice || !hasFile(invoice)) return inReaderLanguage(notFound('发票文件', 'Invoice file'), request);
    if (!canWriteInvoiceFiles()) return new HttpResponse(null, { status: 503 });
    const orders = invoice.orderIds.flatMap((id) => bizDb.orders.filter((o) => o.id === id));
    const pdf = await invoicePdf(invoice, orders, answerLanguage(request.headers.get('Accept-Language')));
    return new HttpResponse(pdf as BodyInit, {
      headers: {
        'Content-Type': 'application/pdf',
        'Content-Disposition': `attachment; filename="${invoice.invoiceNo}.pdf"`,
        'Content-Length': String(pdf.byteLength),
      },
    });
  }),
);

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
    fileUrl: hasFile(i) && canWriteInvoiceFiles() ? invoiceFilePath(i.id) : null,
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

const stripOwner = <T extends { owner: string }>({ owner: _o, ...rest }: T) => rest;
const addressOut = ({ owner: _o, createdAt: _c, ...rest }: (typeof bizDb.addresses)[number]) => rest;

/**
 * A user's records of which exactly one is the default (invoice titles, mailing addresses): the
 * list (default first, then newest), an edit and a delete that keep one default.
 */
function withDefault<T extends { id: number; owner: string; isDefault: boolean }, O>(
  list: T[],
  what: Said,
  out: (record: T) => O,
) {
  return {
    list: (user: MockUser | undefined) =>
      mine(list, user)
        .sort((a, b) => Number(b.isDefault) - Number(a.isDefault) || b.id - a.id)
        .map(out),
    edit(input: { id: number; isDefault?: boolean | undefined }, user: MockUser | undefined) {
      const record = findMine(list, input.id, user);
      if (!record) return notFound(what.zh, what.en);
      const wasDefault = record.isDefault;
      Object.assign(record, input);
      normaliseDefault(list, record.owner, input.isDefault || wasDefault ? record.id : undefined);
      return out(record);
    },
    remove(id: number, user: MockUser | undefined) {
      const record = findMine(list, id, user);
      if (!record) return notFound(what.zh, what.en);
      list.splice(list.indexOf(record), 1);
      normaliseDefault(list, record.owner);
      return null;
    },
  };
}

const titles = withDefault(bizDb.titles, said('发票抬头', 'Invoice title'), stripOwner);
const addresses = withDefault(bizDb.addresses, said('邮寄地址', 'Mailing address'), addressOut);

export const invoiceHandlers = [
  invoiceFileHandler,
  mockEndpoint(invoiceEndpoints.list, (input, { user }) => {
    const list = mine(bizDb.invoices, user)
      .filter((i) => !input.status || i.status === input.status)
      .filter((i) => inRange(i.createdAt, input))
      .filter((i) => matches(input.keyword, i.invoiceNo, i.title.name))
      .sort(byCreated);
    return paginate(list, input, invoiceItemOf);
  }),
  mockEndpoint(invoiceEndpoints.detail, (input, { user }) => {
    const i = findMine(bizDb.invoices, input.id, user);
    return i ? invoiceDetailOf(i) : notFound('发票', 'Invoice');
  }),
  mockEndpoint(invoiceEndpoints.apply, (input, { user }) => {
    const u = me(user);
    const title = findMine(bizDb.titles, input.titleId, user);
    if (!title) return notFound('发票抬头', 'Invoice title');
    if (input.type === 'special' && title.titleType !== 'company')
      return invalid('a special VAT invoice needs a company title');
    const address =
      input.addressId === undefined ? undefined : findMine(bizDb.addresses, input.addressId, user);
    if (input.medium === 'paper' && !address) return notFound('邮寄地址', 'Mailing address');
    const ids = [...new Set(input.orderIds)];
    const orders = ids.map((id) => findMine(bizDb.orders, id, user));
    if (orders.some((o) => !o)) return notFound('订单', 'Order');
    const bad = (orders as MockOrder[]).find((o) => !isInvoiceable(o));
    if (bad)
      return fail(
        E.NOT_INVOICEABLE,
        said(`订单 ${bad.orderNo} 未支付或已开票`, `Order ${bad.orderNo} is not paid or already invoiced`),
      );
    const id = nextBizId('invoices');
    const { id: _t, owner: _o, isDefault: _d, ...titleSnapshot } = title;
    const invoice = {
      id,
      owner: u.username,
      invoiceNo: `FP${stamp(mockNow())}${String(id).padStart(5, '0')}`,
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
  mockEndpoint(invoiceEndpoints.titles, (_input, { user }) => titles.list(user)),
  mockEndpoint(invoiceEndpoints.createTitle, (input, { user }) => {
    const u = me(user);
    const title = { ...input, taxNo: input.taxNo ?? null, id: nextBizId('titles'), owner: u.username };
    bizDb.titles.push(title);
    normaliseDefault(bizDb.titles, u.username, input.isDefault ? title.id : undefined);
    return stripOwner(title);
  }),
  mockEndpoint(invoiceEndpoints.editTitle, (input, { user }) => titles.edit(input, user)),
  mockEndpoint(invoiceEndpoints.deleteTitle, (input, { user }) => titles.remove(input.id, user)),
  mockEndpoint(invoiceEndpoints.addresses, (_input, { user }) => addresses.list(user)),
  mockEndpoint(invoiceEndpoints.createAddress, (input, { user }) => {
    const u = me(user);
    const address = { ...input, id: nextBizId('addresses'), owner: u.username, createdAt: nowIso() };
    bizDb.addresses.push(address);
    normaliseDefault(bizDb.addresses, u.username, input.isDefault ? address.id : undefined);
    return addressOut(address);
  }),
  mockEndpoint(invoiceEndpoints.editAddress, (input, { user }) => addresses.edit(input, user)),
  mockEndpoint(invoiceEndpoints.deleteAddress, (input, { user }) => addresses.remove(input.id, user)),
  mockEndpoint(invoiceEndpoints.setDefaultAddress, (input, { user }) => {
    const address = findMine(bizDb.addresses, input.id, user);
    if (!address) return notFound('邮寄地址', 'Mailing address');
    normaliseDefault(bizDb.addresses, address.owner, address.id);
    return addressOut(address);
  }),
];

function stripOwnerAddress(a: (typeof bizDb.addresses)[number]) {
  const { id: _i, owner: _o, isDefault: _d, createdAt: _c, ...rest } = a;
  return rest;
}
