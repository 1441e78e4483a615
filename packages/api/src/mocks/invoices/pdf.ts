/**
 * The PDF of an issued invoice (decision 0069), written with pdf-lib in Noto Sans Hans cut to the
 * characters the invoice uses (a font subset made by HarfBuzz, embedded whole: pdf-lib's own subsetting
 * writes CFF fonts that readers reject), so Chinese names and addresses print and the file is about
 * 60 kB. The library is loaded the first time a file is asked for, never with the rest of the mock.
 *
 * The subset is made in Node (./fontNode.ts, registered by the HTTP API and Vitest): the in-browser
 * demo registers none, so there its invoices have no file (`fileUrl: null`).
 */
import type * as PdfLibModule from 'pdf-lib';
import type { PDFDocument, PDFFont } from 'pdf-lib';
import type { MockInvoice, MockOrder } from '../bizDb';
import { yuan } from '../lib/money';
import type { AnswerLanguage } from '../lib/said';

/** A font (OpenType bytes) with the glyphs of every character of `text`. */
export type FontSubsetter = (text: string) => Promise<Uint8Array>;

let subsetter: FontSubsetter | null = null;

/** Says how the invoice font is made (node.ts, server.ts); null: no invoice files. */
export function setInvoiceFont(next: FontSubsetter | null): void {
  subsetter = next;
}

/** Whether this mock can write invoice files (a font is registered). */
export const canWriteInvoiceFiles = (): boolean => subsetter !== null;

/** The seller on every invoice: the platform's operator. */
export const SELLER = {
  name: '链服云平台运营有限公司',
  taxNo: '91330106MA2H3K7Q5X',
  address: '浙江省杭州市西湖区文三路 90 号 0571-88886666',
  bank: '招商银行杭州分行 571908765410201',
};

const LABELS = {
  zh: {
    normal: '电子发票（普通发票）',
    special: '电子发票（增值税专用发票）',
    invoiceNo: '发票号码',
    issuedAt: '开票日期',
    buyer: '购买方',
    seller: '销售方',
    name: '名称',
    taxNo: '纳税人识别号',
    address: '地址、电话',
    bank: '开户行及账号',
    item: '项目名称',
    order: '订单号',
    quantity: '数量',
    period: '期限（月）',
    amount: '金额（元）',
    total: '价税合计（小写）',
    remark: '备注',
    note: '本发票由链服云平台演示环境生成，仅供演示，不作报销凭证。',
  },
  en: {
    normal: 'Electronic invoice (standard)',
    special: 'Electronic invoice (special VAT)',
    invoiceNo: 'Invoice number',
    issuedAt: 'Issued on',
    buyer: 'Buyer',
    seller: 'Seller',
    name: 'Name',
    taxNo: 'Tax number',
    address: 'Address, phone',
    bank: 'Bank and account',
    item: 'Item',
    order: 'Order number',
    quantity: 'Quantity',
    period: 'Months',
    amount: 'Amount (CNY)',
    total: 'Total incl. tax',
    remark: 'Remark',
    note: 'Written by the platform’s demo environment for demonstration; not valid for expense claims.',
  },
} as const;

/** Yuan with two decimals and grouping, the same in every language: 1,234.50 */
const amount = (cents: number) =>
  yuan(cents).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** The invoice's day in China (UTC+8), as printed on a Chinese invoice: 2026-11-26 */
const chinaDay = (iso: string) => new Date(Date.parse(iso) + 8 * 3_600_000).toISOString().slice(0, 10);

/**
 * The PDF of an invoice, its labels in the reader's language (the values as recorded). The same
 * invoice gives the same bytes (dates are the invoice's own).
 */
export async function invoicePdf(
  invoice: MockInvoice,
  orders: readonly MockOrder[],
  language: AnswerLanguage,
): Promise<Uint8Array> {
  const { PDFDocument, rgb } = await import('pdf-lib');
  if (!subsetter) throw new Error('[mocks] no invoice font registered');
  const t = LABELS[language];
  const issued = new Date(invoice.issuedAt ?? invoice.createdAt);

  // What the page says, laid out first: the font is cut to exactly these characters.
  type Color = ReturnType<typeof rgb>;
  const ink = rgb(0.1, 0.1, 0.1);
  const accent = rgb(0.55, 0.27, 0.07);
  const grey = rgb(0.45, 0.45, 0.45);
  const texts: Array<{
    value: string;
    x: number;
    y: number;
    size: number;
    color: Color;
    align: 'left' | 'right' | 'center';
  }> = [];
  const rules: number[] = [];
  const left = 48;
  const right = 595.28 - 48;
  const text = (value: string, x: number, y: number, size = 10, color = ink) =>
    texts.push({ value, x, y, size, color, align: 'left' });
  const textRight = (value: string, x: number, y: number, size = 10) =>
    texts.push({ value, x, y, size, color: ink, align: 'right' });

  texts.push({ value: t[invoice.type], x: 595.28 / 2, y: 780, size: 20, color: accent, align: 'center' });
  text(`${t.invoiceNo}: ${invoice.invoiceNo}`, left, 745);
  textRight(`${t.issuedAt}: ${chinaDay(invoice.issuedAt ?? invoice.createdAt)}`, right, 745);
  rules.push(735);
  const party = (title: string, y: number, rows: Array<[string, string]>) => {
    text(title, left, y, 11, accent);
    rows.forEach(([label, value], i) => {
      text(`${label}:`, left + 70, y - i * 16);
      text(value || '-', left + 170, y - i * 16);
    });
  };
  party(t.buyer, 712, [
    [t.name, invoice.title.name],
    [t.taxNo, invoice.title.taxNo ?? ''],
    [t.address, [invoice.title.address, invoice.title.phone].filter(Boolean).join(' ')],
    [t.bank, [invoice.title.bankName, invoice.title.bankAccount].filter(Boolean).join(' ')],
  ]);
  rules.push(640);
  party(t.seller, 617, [
    [t.name, SELLER.name],
    [t.taxNo, SELLER.taxNo],
    [t.address, SELLER.address],
    [t.bank, SELLER.bank],
  ]);
  rules.push(545);
  // The lines: one per order.
  const columns = { item: left, order: left + 190, quantity: left + 330, period: left + 390, amount: right };
  let y = 525;
  text(t.item, columns.item, y, 9, accent);
  text(t.order, columns.order, y, 9, accent);
  text(t.quantity, columns.quantity, y, 9, accent);
  text(t.period, columns.period, y, 9, accent);
  textRight(t.amount, columns.amount, y, 9);
  y -= 18;
  for (const o of orders) {
    const name = o.productName.length > 22 ? `${o.productName.slice(0, 21)}…` : o.productName;
    text(name, columns.item, y, 9);
    text(o.orderNo, columns.order, y, 9);
    text(String(o.quantity), columns.quantity, y, 9);
    text(String(o.periodMonths), columns.period, y, 9);
    textRight(amount(o.amountCents), columns.amount, y, 9);
    y -= 16;
  }
  rules.push(y + 4);
  y -= 14;
  text(t.total, left, y, 11, accent);
  textRight(`¥${amount(invoice.amountCents)}`, right, y, 12);
  y -= 30;
  if (invoice.remark) text(`${t.remark}: ${invoice.remark}`, left, y, 9);
  text(t.note, left, 60, 8, grey);

  const doc = await PDFDocument.create({ updateMetadata: false });
  doc.setTitle(`${t[invoice.type]} ${invoice.invoiceNo}`);
  doc.setAuthor(SELLER.name);
  doc.setCreator('ChainPortal demo backend');
  doc.setProducer('pdf-lib');
  doc.setCreationDate(issued);
  doc.setModificationDate(issued);
  doc.setLanguage(language === 'zh' ? 'zh-CN' : 'en');
  const { default: fontkit } = await import('@pdf-lib/fontkit');
  doc.registerFontkit(fontkit);
  const characters = [...new Set(texts.map((x) => x.value).join(''))].join('');
  const sans = await doc.embedFont(await subsetter(characters), { subset: false });
  const page = doc.addPage([595.28, 841.89]); // A4
  for (const { value, x, y: at, size, color, align } of texts) {
    const width = sans.widthOfTextAtSize(value, size);
    const from = align === 'right' ? x - width : align === 'center' ? x - width / 2 : x;
    page.drawText(value, { x: from, y: at, size, font: sans, color });
  }
  for (const at of rules) {
    page.drawLine({ start: { x: left, y: at }, end: { x: right, y: at }, thickness: 0.8, color: accent });
  }
  // Last: drawing text marks the font to be written again.
  await declareCff(doc, sans, await import('pdf-lib'));
  return doc.save({ useObjectStreams: false });
}

/**
 * pdf-lib declares every custom font a TrueType one (its fontkit exposes no `cff` to tell), so a
 * CFF-based OpenType font such as Noto Sans Hans is said to be what it is: a CIDFontType0 whose
 * file is FontFile3 of subtype OpenType (PDF 32000-1, 9.9), as strict readers require.
 */
async function declareCff(
  doc: PDFDocument,
  font: PDFFont,
  { PDFArray, PDFDict, PDFName, PDFStream }: typeof PdfLibModule,
): Promise<void> {
  await font.embed();
  const type0 = doc.context.lookup(font.ref, PDFDict);
  const cid = doc.context.lookup(type0.lookup(PDFName.of('DescendantFonts'), PDFArray).get(0), PDFDict);
  const descriptor = cid.lookup(PDFName.of('FontDescriptor'), PDFDict);
  const file = descriptor.get(PDFName.of('FontFile2'));
  if (!file) return;
  cid.set(PDFName.of('Subtype'), PDFName.of('CIDFontType0'));
  cid.delete(PDFName.of('CIDToGIDMap'));
  descriptor.delete(PDFName.of('FontFile2'));
  descriptor.set(PDFName.of('FontFile3'), file);
  doc.context.lookup(file, PDFStream).dict.set(PDFName.of('Subtype'), PDFName.of('OpenType'));
}
