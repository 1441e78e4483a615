import { describe, expect, it } from 'vitest';
import type { ApiClient, InvoiceDetail } from '@chainportal/api';
import { fetchInvoiceFiles, hasFile, NoInvoiceFileError } from './invoiceFiles';

const detail = (id: number, fileUrl: string | undefined): InvoiceDetail => ({
  id,
  invoiceNo: `FP00${id}`,
  titleName: 'A Co',
  type: 'normal',
  medium: 'electronic',
  amount: 30.5,
  status: fileUrl ? 'issued' : 'pending',
  createdAt: '2026-05-01T00:00:00.000Z',
  issuedAt: fileUrl ? '2026-05-02T00:00:00.000Z' : undefined,
  title: {
    titleType: 'company',
    name: 'A Co',
    taxNo: '91330000000000000X',
    bankName: '',
    bankAccount: '',
    address: '',
    phone: '',
  },
  address: undefined,
  orders: [],
  remark: '',
  fileUrl,
});

/** A client whose detail call answers `details` and whose file call answers a PDF for each path. */
function clientWith(details: InvoiceDetail[]): ApiClient & { files: string[] } {
  const files: string[] = [];
  return {
    baseURL: '',
    errorCount: 0,
    files,
    call: (async (_endpoint: unknown, input: { id: number }) =>
      details.find((d) => d.id === input.id)) as never,
    callRaw: (async () => undefined) as never,
    file: async (path: string) => {
      files.push(path);
      return new Blob(['%PDF-1.7'], { type: 'application/pdf' });
    },
  };
}

describe('invoice files', () => {
  it('only issued and mailed invoices have a file', () => {
    expect(
      ['pending', 'issued', 'mailed', 'rejected'].map((status) => hasFile({ status: status as never })),
    ).toEqual([false, true, true, false]);
  });

  it('takes each file from the server’s file URL, named <invoiceNo>.pdf', async () => {
    const client = clientWith([detail(1, '/client/invoice/file/1'), detail(2, '/client/invoice/file/2')]);
    const files = await fetchInvoiceFiles(client, [
      { id: 1, invoiceNo: 'FP001' },
      { id: 2, invoiceNo: 'FP002' },
    ]);
    expect(files.map((f) => f.name)).toEqual(['FP001.pdf', 'FP002.pdf']);
    expect(client.files).toEqual(['/client/invoice/file/1', '/client/invoice/file/2']);
    expect(await files[0]!.blob.text()).toMatch(/^%PDF-/);
  });

  it('never offers a file the server does not have', async () => {
    const client = clientWith([detail(3, undefined)]);
    await expect(fetchInvoiceFiles(client, [{ id: 3, invoiceNo: 'FP003' }])).rejects.toBeInstanceOf(
      NoInvoiceFileError,
    );
    expect(client.files).toEqual([]);
  });
});
