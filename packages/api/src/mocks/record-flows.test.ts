// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { apiEndpoints as e } from '../index';
import type { ApiClient } from '../client/client';
import { ContractErrorCode } from '../contracts/errors';
import { BusinessErrorCode } from '../orders/errors';
import { ADMIN, call, clientFor, codeOf, CUSTOMER, startMockServer } from './testing/setup';

startMockServer();

/** A new pending order of a fixed-price product, bought through the market. */
async function buy(client: ApiClient, quantity = 1) {
  const product = (await call(client, e.market.list, { pageNum: 1, pageSize: 50, priceType: 'fixed' }))
    .list[0]!;
  const detail = await call(client, e.market.detail, { id: product.id });
  const edition = detail.editions.find((x) => x.key === 'basic' && x.priceType === 'fixed')!;
  const periodMonths = detail.purchase.periods[0]!;
  const order = await call(client, e.market.purchase, {
    productId: product.id,
    edition: 'basic',
    quantity,
    periodMonths,
  });
  return { order, edition, periodMonths };
}

describe('buying and paying', () => {
  it('creates a pending order priced by edition, quantity and period', async () => {
    const client = clientFor(CUSTOMER);
    const { order, edition, periodMonths } = await buy(client, 2);
    expect(order.status).toBe('pending');
    expect(order.amount).toBeCloseTo(edition.monthlyPrice! * 2 * periodMonths, 2);
    const pending = await call(client, e.orders.list, { pageNum: 1, pageSize: 5, status: 'pending' });
    expect(pending.list[0]!.id).toBe(order.id);
  });

  it('paying lowers the balance and appears in consumption and the monthly spend', async () => {
    const client = clientFor(CUSTOMER);
    const before = await call(client, e.account.overview);
    const { order } = await buy(client);
    const paid = await call(client, e.orders.pay, { id: order.id });
    expect(paid.status).toBe('paid');
    expect(paid.paidAt).not.toBeNull();
    expect(paid.timeline.map((t) => t.status)).toEqual(['pending', 'paid']);

    const after = await call(client, e.account.overview);
    expect(after.balance).toBeCloseTo(before.balance! - order.amount!, 2);
    expect(after.available).toBeCloseTo(after.balance! - after.frozen!, 2);
    const spendNow = (o: typeof after) => o.monthlySpend[o.monthlySpend.length - 1]!.amount!;
    expect(spendNow(after)).toBeCloseTo(spendNow(before) + order.amount!, 2);

    const consumption = await call(client, e.account.consumption, { pageNum: 1, pageSize: 5 });
    expect(consumption.list[0]).toMatchObject({
      orderId: order.id,
      orderNo: order.orderNo,
      amount: order.amount,
      balanceAfter: after.balance,
    });

    expect(await codeOf(call(client, e.orders.pay, { id: order.id }))).toBe(BusinessErrorCode.ALREADY_PAID);
  });

  it('refuses to pay more than the available balance with 21001 and changes nothing', async () => {
    const client = clientFor(CUSTOMER);
    const product = (await call(client, e.market.list, { pageNum: 1, pageSize: 50, priceType: 'fixed' }))
      .list[0]!;
    const detail = await call(client, e.market.detail, { id: product.id });
    const big = await call(client, e.market.purchase, {
      productId: product.id,
      edition: detail.editions.find((x) => x.priceType === 'fixed')!.key,
      quantity: detail.purchase.maxQuantity,
      periodMonths: Math.max(...detail.purchase.periods),
    });
    const before = await call(client, e.account.overview);
    expect(big.amount).toBeGreaterThan(before.available);
    expect(await codeOf(call(client, e.orders.pay, { id: big.id }))).toBe(
      BusinessErrorCode.INSUFFICIENT_BALANCE,
    );
    expect((await call(client, e.account.overview)).balance).toBe(before.balance);
    expect((await call(client, e.orders.detail, { id: big.id })).status).toBe('pending');
  });

  it('cancels only a pending order', async () => {
    const client = clientFor(CUSTOMER);
    const { order } = await buy(client);
    expect((await call(client, e.orders.cancel, { id: order.id })).status).toBe('cancelled');
    expect(await codeOf(call(client, e.orders.cancel, { id: order.id }))).toBe(
      BusinessErrorCode.INVALID_STATE,
    );
    expect(await codeOf(call(client, e.orders.pay, { id: order.id }))).toBe(BusinessErrorCode.INVALID_STATE);
  });

  it('answers 22001 for a negotiable edition', async () => {
    const client = clientFor(CUSTOMER);
    const product = (await call(client, e.market.list, { pageNum: 1, pageSize: 50, priceType: 'negotiable' }))
      .list[0]!;
    const edition = (await call(client, e.market.detail, { id: product.id })).editions[0]!;
    const attempt = call(client, e.market.purchase, {
      productId: product.id,
      edition: edition.key,
      quantity: 1,
      periodMonths: 1,
    });
    expect(await codeOf(attempt)).toBe(BusinessErrorCode.NEGOTIABLE_PRICE);
  });
});

describe('account requests', () => {
  it('an online recharge raises the balance at once; a bank transfer stays pending', async () => {
    const client = clientFor(CUSTOMER);
    const before = await call(client, e.account.overview);
    const online = await call(client, e.account.recharge, { amount: 88.88, method: 'wechat' });
    expect(online.status).toBe('success');
    const bank = await call(client, e.account.recharge, { amount: 1000, method: 'bank_transfer' });
    expect(bank.status).toBe('pending');
    expect((await call(client, e.account.overview)).balance).toBeCloseTo(before.balance! + 88.88, 2);
    const adminView = await call(clientFor(ADMIN), e.account.recharges, {
      pageNum: 1,
      pageSize: 5,
      status: 'pending',
      keyword: bank.serialNo,
    });
    expect(adminView.list.map((r) => r.id)).toEqual([bank.id]);
  });

  it('a withdrawal freezes the amount and cannot exceed the available balance', async () => {
    const client = clientFor(CUSTOMER);
    const before = await call(client, e.account.overview);
    const request = { bankName: '工商银行', bankAccount: '6222020200112233445', accountName: '演示用户' };
    await call(client, e.account.withdraw, { ...request, amount: 20 });
    const after = await call(client, e.account.overview);
    expect(after.frozen).toBeCloseTo(before.frozen! + 20, 2);
    expect(after.available).toBeCloseTo(before.available - 20, 2);
    expect(await codeOf(call(client, e.account.withdraw, { ...request, amount: after.available + 1 }))).toBe(
      BusinessErrorCode.INSUFFICIENT_BALANCE,
    );
  });

  it('a refund can be asked once per paid order', async () => {
    const client = clientFor(CUSTOMER);
    const paid = (await call(client, e.orders.list, { pageNum: 1, pageSize: 1, status: 'paid' })).list[0]!;
    const refund = await call(client, e.account.refund, {
      orderId: paid.id,
      reason: '不再需要 No longer needed',
    });
    expect(refund).toMatchObject({ kind: 'refund', amount: paid.amount, status: 'pending' });
    expect(await codeOf(call(client, e.account.refund, { orderId: paid.id, reason: 'again' }))).toBe(
      BusinessErrorCode.INVALID_STATE,
    );
  });
});

describe('invoices', () => {
  it('applying marks the orders invoiced, sums them, and refuses them a second time', async () => {
    const client = clientFor(CUSTOMER);
    const orders = (await call(client, e.orders.list, { pageNum: 1, pageSize: 3, invoiceable: true })).list;
    expect(orders).toHaveLength(3);
    const title = (await call(client, e.invoices.titles)).find((t) => t.titleType === 'company')!;
    const address = (await call(client, e.invoices.addresses))[0]!;
    const invoice = await call(client, e.invoices.apply, {
      orderIds: orders.map((o) => o.id),
      titleId: title.id,
      type: 'special',
      medium: 'paper',
      addressId: address.id,
    });
    const sum = orders.reduce((s, o) => s + o.amount!, 0);
    expect(invoice.amount).toBeCloseTo(sum, 2);
    expect(invoice).toMatchObject({
      status: 'pending',
      titleName: title.name,
      address: { postcode: address.postcode },
    });
    expect(invoice.orders.map((o) => o.id).sort()).toEqual(orders.map((o) => o.id).sort());

    for (const o of orders) expect((await call(client, e.orders.detail, { id: o.id })).invoiced).toBe(true);
    const left = await call(client, e.orders.list, { pageNum: 1, pageSize: 500, invoiceable: true });
    expect(left.list.some((o) => orders.some((x) => x.id === o.id))).toBe(false);
    expect((await call(client, e.invoices.list, { pageNum: 1, pageSize: 1 })).list[0]!.id).toBe(invoice.id);

    const again = call(client, e.invoices.apply, {
      orderIds: [orders[0]!.id],
      titleId: title.id,
      type: 'normal',
      medium: 'electronic',
    });
    expect(await codeOf(again)).toBe(BusinessErrorCode.NOT_INVOICEABLE);
  });

  it('refuses an unpaid order with 21002', async () => {
    const client = clientFor(CUSTOMER);
    const { order } = await buy(client);
    const title = (await call(client, e.invoices.titles))[0]!;
    const attempt = call(client, e.invoices.apply, {
      orderIds: [order.id],
      titleId: title.id,
      type: 'normal',
      medium: 'electronic',
    });
    expect(await codeOf(attempt)).toBe(BusinessErrorCode.NOT_INVOICEABLE);
  });

  it('keeps exactly one default mailing address', async () => {
    const client = clientFor(CUSTOMER);
    const defaults = async () => (await call(client, e.invoices.addresses)).filter((a) => a.isDefault);
    const created = await call(client, e.invoices.createAddress, {
      recipient: '王五',
      phone: '13912345678',
      region: '上海市 浦东新区',
      detail: '世纪大道 100 号',
      postcode: '200120',
      isDefault: true,
    });
    expect((await defaults()).map((a) => a.id)).toEqual([created.id]);
    expect((await call(client, e.invoices.addresses))[0]!.id).toBe(created.id);
    await call(client, e.invoices.deleteAddress, { id: created.id });
    expect(await defaults()).toHaveLength(1);
    const other = (await call(client, e.invoices.addresses)).find((a) => !a.isDefault)!;
    await call(client, e.invoices.setDefaultAddress, { id: other.id });
    expect((await defaults()).map((a) => a.id)).toEqual([other.id]);
  });

  it('refuses a company title without a tax number before sending', async () => {
    const attempt = call(clientFor(CUSTOMER), e.invoices.createTitle, {
      titleType: 'company',
      name: 'ACME',
      taxNo: null,
      bankName: '',
      bankAccount: '',
      address: '',
      phone: '',
      isDefault: false,
    });
    await expect(attempt).rejects.toMatchObject({ kind: 'invalid' });
  });
});

describe('work orders', () => {
  it('a new work order appears in the list; a reply appears in the detail; a closed one takes no reply', async () => {
    const client = clientFor(CUSTOMER);
    const before = await call(client, e.workOrders.list, { pageNum: 1, pageSize: 5 });
    const created = await call(client, e.workOrders.create, {
      type: 'billing',
      title: '发票金额有误',
      content: 'The amount is wrong.',
    });
    const after = await call(client, e.workOrders.list, { pageNum: 1, pageSize: 5 });
    expect(after.total).toBe(before.total + 1);
    expect(after.list[0]).toMatchObject({ id: created.id, title: '发票金额有误', status: 'pending' });

    await call(client, e.workOrders.reply, { id: created.id, content: '补充：订单号 DD123' });
    const detail = await call(client, e.workOrders.detail, { id: created.id });
    expect(detail.replies.map((r) => [r.author, r.content])).toEqual([['customer', '补充：订单号 DD123']]);
    expect(detail.status).toBe('processing');

    expect((await call(client, e.workOrders.close, { id: created.id })).status).toBe('closed');
    expect(await codeOf(call(client, e.workOrders.reply, { id: created.id, content: 'more' }))).toBe(
      BusinessErrorCode.INVALID_STATE,
    );
    const closed = await call(client, e.workOrders.list, { pageNum: 1, pageSize: 500, status: 'closed' });
    expect(closed.list.some((w) => w.id === created.id)).toBe(true);
  });

  it('answers 20002 for an attachment id that was never uploaded', async () => {
    const attempt = call(clientFor(CUSTOMER), e.workOrders.create, {
      type: 'other',
      title: 't',
      content: 'c',
      attachmentIds: [999_999],
    });
    expect(await codeOf(attempt)).toBe(BusinessErrorCode.NOT_FOUND);
  });
});

describe('services and contracts', () => {
  it('an accepted invitation makes the service visible to the invited user, once', async () => {
    const demo = clientFor(CUSTOMER);
    const landing = await call(demo, e.services.inviteDetail, { code: 'INV-DEMO-2025' });
    expect(landing.status).toBe('pending');
    await expect(call(demo, e.services.detail, { id: landing.serviceId! })).rejects.toMatchObject({
      code: BusinessErrorCode.NOT_FOUND,
    });
    const joined = await call(demo, e.services.acceptInvite, { code: 'INV-DEMO-2025' });
    expect(joined.members.some((m) => m.name === 'Alex Morgan' && m.status === 'joined')).toBe(true);
    expect((await call(demo, e.services.detail, { id: landing.serviceId! })).id).toBe(landing.serviceId);
    expect((await call(demo, e.services.inviteDetail, { code: 'INV-DEMO-2025' })).status).toBe('accepted');
    expect(await codeOf(call(demo, e.services.acceptInvite, { code: 'INV-DEMO-2025' }))).toBe(
      BusinessErrorCode.INVITE_INVALID,
    );
    expect(await codeOf(call(demo, e.services.acceptInvite, { code: 'INV-OLD-2024' }))).toBe(
      BusinessErrorCode.INVITE_INVALID,
    );
  });

  it('an invitation by phone shows the masked phone as an invited member', async () => {
    const demo = clientFor(CUSTOMER);
    const service = (await call(demo, e.services.list, { pageNum: 1, pageSize: 1 })).list[0]!;
    const invitation = await call(demo, e.services.invite, { serviceId: service.id, phone: '13812345678' });
    expect(invitation).toMatchObject({ invitee: '138****5678', status: 'pending' });
    const detail = await call(demo, e.services.detail, { id: service.id });
    expect(detail.members.some((m) => m.contact === '138****5678' && m.status === 'invited')).toBe(true);
  });

  // Deploying for real, on anvil: contracts-chain.test.ts (decision 0075).
  it('a template deploys only to a configured chain, and only with its constructor arguments', async () => {
    const admin = clientFor(ADMIN);
    const template = (await call(admin, e.contracts.templates)).find((t) => t.key === 'voting')!;
    expect(template.params).toMatchObject([{ name: 'proposalNames', type: 'string[]', required: true }]);
    const deploy = (params: Record<string, string>) =>
      call(admin, e.contracts.createFromTemplate, {
        templateId: template.id,
        name: '董事会投票',
        chainCode: 'ScOcc03001',
        network: 'mainnet',
        params,
      });
    expect(await codeOf(deploy({}))).toBe(ContractErrorCode.BAD_ARGUMENT);
    // These tests configure no chain: the platform cannot deploy, and records nothing.
    expect(await codeOf(deploy({ proposalNames: 'Yes, No' }))).toBe(ContractErrorCode.CHAIN_NOT_CONFIGURED);
    const list = await call(admin, e.contracts.list, { pageNum: 1, pageSize: 5, keyword: '董事会投票' });
    expect(list.list.every((c) => c.historical)).toBe(true);
  });
});
