// Files of issued invoices. The business API has no file call yet, so the file is an HTML document
// written from the invoice detail (docs/decisions/0025-invoice-files.md). Several invoices download as
// one zip named 'file'; fflate is loaded only then.
import { getInvoiceDetail, type ApiClient, type InvoiceDetail, type InvoiceItem } from '@chainportal/api';
import { downloadBlob } from '../../../../export/exportExcel';

export const ZIP_NAME = 'file';

/** Issued and mailed invoices have a file. */
export function hasFile(invoice: Pick<InvoiceItem, 'status'>): boolean {
  return invoice.status === 'issued' || invoice.status === 'mailed';
}

function escape(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export interface InvoiceFileLabels {
  heading: string;
  buyer: string;
  taxNo: string;
  total: string;
  money: (amount: number) => string;
}

/** The HTML document of one invoice (every value escaped). */
export function invoiceHtml(detail: InvoiceDetail, labels: InvoiceFileLabels): string {
  const rows = detail.orders
    .map(
      (o) =>
        `<tr><td>${escape(o.orderNo)}</td><td>${escape(o.productName)}</td><td>${escape(labels.money(o.amount))}</td></tr>`,
    )
    .join('');
  return `<!doctype html><html><head><meta charset="utf-8"><title>${escape(detail.invoiceNo)}</title></head><body>
<h1>${escape(labels.heading)} ${escape(detail.invoiceNo)}</h1>
<p>${escape(labels.buyer)}: ${escape(detail.title.name)}</p>
<p>${escape(labels.taxNo)}: ${escape(detail.title.taxNo ?? '-')}</p>
<table border="1" cellpadding="4"><tbody>${rows}</tbody></table>
<p>${escape(labels.total)}: ${escape(labels.money(detail.amount))}</p>
</body></html>`;
}

/** Downloads one invoice as a file, or several as 'file.zip'. */
export async function downloadInvoices(
  client: ApiClient,
  invoices: readonly Pick<InvoiceItem, 'id' | 'invoiceNo'>[],
  labels: InvoiceFileLabels,
): Promise<void> {
  const details = await Promise.all(invoices.map((i) => getInvoiceDetail(client, { id: i.id })));
  const files = details.map((d) => ({ name: `${d.invoiceNo}.html`, text: invoiceHtml(d, labels) }));
  if (files.length === 1 && files[0]) {
    downloadBlob(new Blob([files[0].text], { type: 'text/html;charset=utf-8' }), files[0].name);
    return;
  }
  const { zipSync, strToU8 } = await import('fflate');
  const zipped = zipSync(Object.fromEntries(files.map((f) => [f.name, strToU8(f.text)])));
  downloadBlob(new Blob([zipped as BlobPart], { type: 'application/zip' }), `${ZIP_NAME}.zip`);
}
