import { describe, expect, it } from 'vitest';
import { buildWorkbook } from './exportExcel';

describe('buildWorkbook', () => {
  it('writes a header row and one row per record, money as numbers', async () => {
    const rows = [
      { no: 'DD1', amount: 1280.5 },
      { no: 'DD2', amount: 0.1 },
    ];
    const book = await buildWorkbook(rows, [
      { header: 'Order', value: (r) => r.no },
      { header: 'Amount', value: (r) => r.amount, numFmt: '#,##0.00' },
    ]);
    const sheet = book.worksheets[0]!;
    expect(sheet.getRow(1).values).toEqual([undefined, 'Order', 'Amount']);
    expect(sheet.getRow(2).values).toEqual([undefined, 'DD1', 1280.5]);
    expect(sheet.rowCount).toBe(3);
    expect(sheet.getColumn(2).numFmt).toBe('#,##0.00');
  });
});
