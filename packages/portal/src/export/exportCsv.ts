// Export of a table a user takes away as a .csv file, written by exceljs (the project's spreadsheet
// library, already used for .xlsx: export/exportExcel.ts), downloaded only when the user exports.
import { downloadBlob } from './exportExcel';

/** The CSV text of the rows (RFC 4180 quoting; an empty row is an empty line). Exported for tests. */
export async function csvText(rows: readonly (readonly (string | number)[])[]): Promise<string> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Sheet1');
  rows.forEach((row, i) => {
    if (row.length > 0) sheet.getRow(i + 1).values = [...row];
  });
  const buffer = await workbook.csv.writeBuffer();
  return new TextDecoder().decode(buffer);
}

/**
 * Writes the rows to `<fileName>.csv` and starts the download. UTF-8 with a byte-order mark, so a
 * spreadsheet opens Chinese and Japanese text as such.
 */
export async function exportCsv(
  rows: readonly (readonly (string | number)[])[],
  fileName: string,
): Promise<void> {
  const text = await csvText(rows);
  downloadBlob(new Blob(['\uFEFF', text], { type: 'text/csv;charset=utf-8' }), `${fileName}.csv`);
}
