// One sample call per endpoint of the business families (decision 0005): used by schemas.test.ts
// (every answer matches its schema) and answers.test.ts (the loose and the spec answers still read).
import { apiEndpoints } from '../../index';
import type { ApiClient } from '../../client/client';
import type { AnyEndpoint, EndpointInput, EndpointOutput } from '../../client/endpoint';
import { uploadFile } from '../../feedback/endpoints';
import { call } from './setup';
import { NO_COMPANY_DETAILS } from '../invoices/seed';

const page = { pageNum: 1, pageSize: 5 };

/** The first row of a list's first page (with `filters`); the seed has one for each list used here. */
async function firstRow<E extends AnyEndpoint>(
  client: ApiClient,
  endpoint: E,
  filters: Record<string, unknown> = {},
): Promise<EndpointOutput<E> extends { list: ReadonlyArray<infer Row> } ? Row : never> {
  const { list } = (await call(client, endpoint, { ...page, ...filters } as EndpointInput<E>)) as {
    list: unknown[];
  };
  if (!list[0]) throw new Error(`${endpoint.id}: the seed has no row for this call`);
  return list[0] as never;
}

/**
 * One real call per business endpoint (the client parses every answer with the endpoint's zod
 * schema and rejects as 'malformed' when it does not match). Ids come from earlier answers.
 */
/** A partner application as a visitor sends it. */
export const PARTNER_APPLICATION = {
  kind: 'reseller',
  company: '杭州示例科技有限公司',
  contactName: '王芳',
  mobile: '13900001111',
  email: 'wang@example.com',
  region: '浙江',
  introduction: '十年政企客户经验',
} as const;

export async function exercise(
  id: string,
  admin: ApiClient,
  customer: ApiClient,
  anonymous: ApiClient,
): Promise<unknown> {
  const e = apiEndpoints;
  switch (id) {
    case 'services.list':
      return call(customer, e.services.list, page);
    case 'services.detail': {
      const first = await firstRow(customer, e.services.list);
      return call(customer, e.services.detail, { id: first.id });
    }
    case 'services.invite': {
      const first = await firstRow(customer, e.services.list);
      return call(customer, e.services.invite, { serviceId: first.id, email: 'new.member@example.com' });
    }
    case 'services.inviteDetail':
      return call(customer, e.services.inviteDetail, { code: 'INV-DEMO-2025' });
    case 'services.acceptInvite':
      return call(customer, e.services.acceptInvite, { code: 'INV-DEMO-2025' });
    case 'apps.list':
      return call(customer, e.apps.list, page);
    case 'apps.detail': {
      const first = await firstRow(customer, e.apps.list);
      return call(customer, e.apps.detail, { id: first.id });
    }
    case 'apps.renew': {
      const active = await firstRow(customer, e.apps.list, { status: 'active' });
      const detail = await call(customer, e.apps.detail, { id: active.id });
      return call(customer, e.apps.renew, { id: active.id, periodMonths: detail.renewal!.periods[0]! });
    }
    case 'market.list':
      return call(anonymous, e.market.list, page);
    case 'market.providers':
      return call(anonymous, e.market.providers);
    case 'market.detail': {
      const first = await firstRow(anonymous, e.market.list);
      return call(anonymous, e.market.detail, { id: first.id, lang: 'en' });
    }
    case 'market.purchase': {
      const product = await firstRow(anonymous, e.market.list, { priceType: 'fixed' });
      const detail = await call(anonymous, e.market.detail, { id: product.id });
      const edition = detail.editions.find((x) => x.priceType === 'fixed')!;
      return call(customer, e.market.purchase, {
        productId: product.id,
        edition: edition.key,
        quantity: 1,
        periodMonths: detail.purchase.periods[0]!,
      });
    }
    case 'contracts.templates':
      return call(admin, e.contracts.templates);
    // Deploying and registering reach a chain: contracts-chain.test.ts makes these calls against
    // anvil, through the same client and its schema check.
    case 'contracts.createFromTemplate':
    case 'contracts.build':
    case 'contracts.register':
      return 'checked against a real chain in contracts-chain.test.ts';
    case 'contracts.list':
      return call(admin, e.contracts.list, page);
    case 'contracts.detail': {
      const first = await firstRow(admin, e.contracts.list);
      return call(admin, e.contracts.detail, { id: first.id });
    }
    case 'orders.list':
      return call(customer, e.orders.list, page);
    case 'orders.detail': {
      const first = await firstRow(customer, e.orders.list);
      return call(customer, e.orders.detail, { id: first.id });
    }
    case 'orders.cancel': {
      const first = await firstRow(customer, e.orders.list, { status: 'pending' });
      return call(customer, e.orders.cancel, { id: first.id });
    }
    case 'orders.pay': {
      const pending = (await call(customer, e.orders.list, { pageNum: 1, pageSize: 100, status: 'pending' }))
        .list;
      const cheapest = [...pending].sort((a, b) => a.amount! - b.amount!)[0];
      return call(customer, e.orders.pay, { id: cheapest!.id });
    }
    case 'account.overview':
      return call(customer, e.account.overview);
    case 'account.recharge':
      return call(customer, e.account.recharge, { amount: 100.5, method: 'alipay' });
    case 'account.withdraw':
      return call(customer, e.account.withdraw, {
        amount: 10,
        bankName: '招商银行',
        bankAccount: '6225880112345678',
        accountName: '演示用户',
      });
    case 'account.refund': {
      const paid = await firstRow(customer, e.orders.list, { status: 'paid' });
      return call(customer, e.account.refund, { orderId: paid.id, reason: '重复购买 Bought twice' });
    }
    case 'account.consumption':
      return call(customer, e.account.consumption, page);
    case 'account.drops':
      return call(admin, e.account.drops, page);
    case 'account.recharges':
      return call(admin, e.account.recharges, page);
    case 'invoices.list':
      return call(customer, e.invoices.list, page);
    case 'invoices.detail': {
      const first = await firstRow(customer, e.invoices.list);
      return call(customer, e.invoices.detail, { id: first.id });
    }
    case 'invoices.apply': {
      const orders = (await call(customer, e.orders.list, { ...page, invoiceable: true })).list;
      const title = (await call(customer, e.invoices.titles))[0]!;
      return call(customer, e.invoices.apply, {
        orderIds: orders.map((o) => o.id),
        titleId: title.id,
        type: 'normal',
        medium: 'electronic',
      });
    }
    case 'invoices.titles':
      return call(customer, e.invoices.titles);
    case 'invoices.createTitle':
      return call(customer, e.invoices.createTitle, {
        titleType: 'personal',
        name: '张三',
        ...NO_COMPANY_DETAILS,
      });
    case 'invoices.editTitle': {
      const title = (await call(customer, e.invoices.titles))[0]!;
      return call(customer, e.invoices.editTitle, {
        id: title.id,
        titleType: title.titleType === 'personal' ? 'personal' : 'company',
        name: title.name ?? '',
        taxNo: title.taxNo ?? null,
        bankName: title.bankName ?? '',
        bankAccount: title.bankAccount ?? '',
        address: title.address ?? '',
        phone: '0571-88880000',
        isDefault: title.isDefault ?? false,
      });
    }
    case 'invoices.deleteTitle': {
      const title = (await call(customer, e.invoices.titles))[1]!;
      return call(customer, e.invoices.deleteTitle, { id: title.id });
    }
    case 'invoices.addresses':
      return call(customer, e.invoices.addresses);
    case 'invoices.createAddress':
      return call(customer, e.invoices.createAddress, {
        recipient: '李四',
        phone: '13800138000',
        region: '北京市 海淀区',
        detail: '中关村大街 1 号',
        postcode: '100080',
        isDefault: false,
      });
    case 'invoices.editAddress': {
      const a = (await call(customer, e.invoices.addresses))[0]!;
      return call(customer, e.invoices.editAddress, {
        id: a.id,
        recipient: a.recipient ?? '',
        phone: a.phone ?? '',
        region: a.region ?? '',
        detail: '新地址 1 号',
        postcode: a.postcode ?? '',
        isDefault: a.isDefault ?? false,
      });
    }
    case 'invoices.deleteAddress': {
      const a = (await call(customer, e.invoices.addresses))[1]!;
      return call(customer, e.invoices.deleteAddress, { id: a.id });
    }
    case 'invoices.setDefaultAddress': {
      const a = (await call(customer, e.invoices.addresses))[1]!;
      return call(customer, e.invoices.setDefaultAddress, { id: a.id });
    }
    case 'workOrders.list':
      return call(customer, e.workOrders.list, page);
    case 'workOrders.detail': {
      const first = await firstRow(customer, e.workOrders.list);
      return call(customer, e.workOrders.detail, { id: first.id });
    }
    case 'workOrders.create':
      return call(customer, e.workOrders.create, {
        type: 'technical',
        title: '节点无法连接',
        content: 'RPC 超时 RPC times out',
      });
    case 'workOrders.reply': {
      const open = await firstRow(customer, e.workOrders.list, { status: 'replied' });
      return call(customer, e.workOrders.reply, { id: open.id, content: '谢谢 Thanks' });
    }
    case 'workOrders.close': {
      const open = await firstRow(customer, e.workOrders.list, { status: 'pending' });
      return call(customer, e.workOrders.close, { id: open.id });
    }
    case 'files.upload':
      return uploadFile(anonymous, {
        file: new File(['%PDF-1.4'], 'manual.pdf', { type: 'application/pdf' }),
      });
    case 'feedback.create':
      return call(anonymous, e.feedback.create, {
        type: 'suggestion',
        title: '建议增加暗色主题',
        content: 'Dark mode, please.',
      });
    case 'content.docCategories':
      return call(anonymous, e.content.docCategories, { lang: 'zh' });
    case 'content.docs':
      return call(anonymous, e.content.docs, { ...page, lang: 'en' });
    case 'content.docDetail':
      return call(anonymous, e.content.docDetail, { id: 1, lang: 'zh' });
    case 'content.faqs':
      return call(anonymous, e.content.faqs, { ...page, lang: 'en' });
    case 'content.faqDetail':
      return call(anonymous, e.content.faqDetail, { id: 1, lang: 'en' });
    case 'content.announcements':
      return call(anonymous, e.content.announcements, { ...page, lang: 'zh' });
    case 'content.solutions':
      return call(anonymous, e.content.solutions, { lang: 'en' });
    case 'content.partners':
      return call(anonymous, e.content.partners, { lang: 'zh' });
    case 'partnerApply.create':
      return call(anonymous, e.partnerApply.create, PARTNER_APPLICATION);
    case 'platformStats.get':
      return call(anonymous, e.platformStats.get);
    default:
      return undefined;
  }
}
