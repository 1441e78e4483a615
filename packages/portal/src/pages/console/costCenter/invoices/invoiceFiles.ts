// Files of issued invoices (decisions 0025, 0069): the server writes each one as a PDF at the
// detail's `fileUrl`; one downloads as <invoiceNo>.pdf, several as one zip named 'file' (the spec's
// default) of those PDFs. fflate is loaded only then.
import { getInvoiceDetail, type ApiClient, type InvoiceItem } from '@chainportal/api';
import { downloadBlob } from '../../../../export/exportExcel';

export const ZIP_NAME = 'file';

/** Issued and mailed invoices have a file. */
export function hasFile(invoice: Pick<InvoiceItem, 'status'>): boolean {
  return invoice.status === 'issued' || invoice.status === 'mailed';
}

/**
 * What the page used to write into its own HTML file. The server writes the file now; the labels
 * are still accepted so callers need not change.
 */
export interface InvoiceFileLabels {
  heading: string;
  buyer: string;
  taxNo: string;
  total: string;
  money: (amount: number) => string;
}

/** An invoice the server has no file for (not issued, or a backend without files). */
export class NoInvoiceFileError extends Error {
  constructor(readonly invoiceNo: string) {
    super(`Invoice ${invoiceNo} has no file`);
  }
}

/** The PDF files of invoices, from the server: [name, bytes]. Rejects if one has none. */
export async function fetchInvoiceFiles(
  client: ApiClient,
  invoices: readonly Pick<InvoiceItem, 'id' | 'invoiceNo'>[],
): Promise<Array<{ name: string; blob: Blob }>> {
  const details = await Promise.all(invoices.map((i) => getInvoiceDetail(client, { id: i.id })));
  return Promise.all(
    details.map(async (d) => {
      const name = d.invoiceNo ?? String(d.id);
      if (!d.fileUrl) throw new NoInvoiceFileError(name);
      return { name: `${name}.pdf`, blob: await client.file(d.fileUrl) };
    }),
  );
}

/** Downloads one invoice as its PDF, or several as 'file.zip' of their PDFs. */
export async function downloadInvoices(
  client: ApiClient,
  invoices: readonly Pick<InvoiceItem, 'id' | 'invoiceNo'>[],
  _labels?: InvoiceFileLabels,
): Promise<void> {
  const files = await fetchInvoiceFiles(client, invoices);
  if (files.length === 1 && files[0]) {
    downloadBlob(new Blob([files[0].blob], { type: 'application/pdf' }), files[0].name);
    return;
  }
  const [{ zipSync }, contents] = await Promise.all([
    import('fflate'),
    Promise.all(files.map(async (f) => [f.name, new Uint8Array(await f.blob.arrayBuffer())] as const)),
  ]);
  // PDFs are compressed already: stored as they are (level 0).
  const zipped = zipSync(Object.fromEntries(contents), { level: 0 });
  downloadBlob(new Blob([zipped as BlobPart], { type: 'application/zip' }), `${ZIP_NAME}.zip`);
}
