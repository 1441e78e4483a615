import { describe, expect, it } from 'vitest';
import type { InvoiceDetail } from '@chainportal/api';
import { hasFile, invoiceHtml } from './invoiceFiles';

const detail: InvoiceDetail = {
  id: 1,
  invoiceNo: 'FP001',
  titleName: 'A <b>Co</b>',
  type: 'normal',
  medium: 'electronic',
  amount: 30.5,
  status: 'issued',
  createdAt: '2025-05-01T00:00:00.000Z',
  issuedAt: '2025-05-02T00:00:00.000Z',
  title: {
    titleType: 'company',
    name: 'A <b>Co</b>',
    taxNo: '91330000000000000X',
    bankName: '',
    bankAccount: '',
    address: '',
    phone: '',
  },
  address: null,
  orders: [
    {
      id: 9,
      orderNo: 'DD1',
      productName: '<script>x</script>',
      amount: 30.5,
      paidAt: '2025-05-01T00:00:00.000Z',
    },
  ],
  remark: '',
};

describe('invoice files', () => {
  it('only issued and mailed invoices have a file', () => {
    expect(
      ['pending', 'issued', 'mailed', 'rejected'].map((status) => hasFile({ status: status as never })),
    ).toEqual([false, true, true, false]);
  });
  it('writes the invoice with every server value escaped', () => {
    const html = invoiceHtml(detail, {
      heading: 'Invoice',
      buyer: 'Buyer',
      taxNo: 'Tax',
      total: 'Total',
      money: (n) => `¥${n.toFixed(2)}`,
    });
    expect(html).toContain('FP001');
    expect(html).toContain('¥30.50');
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<b>Co');
  });
});
