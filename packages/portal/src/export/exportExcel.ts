// Export of a list a user takes away, as an .xlsx file. exceljs is downloaded only when the user
// exports (it never weighs on a page's own chunk). Default file name 'excel-list' (docs/product.md#limits).

export const DEFAULT_EXCEL_NAME = 'excel-list';

export interface ExcelColumn<Row> {
  /** The translated column header. */
  header: string;
  /** The cell value: text, a number (money stays a number, formatted with two decimals) or a date. */
  value: (row: Row) => string | number | Date | null | undefined;
  /** Excel number format, e.g. '#,##0.00' for money. */
  numFmt?: string;
  /** Column width in characters. @default 18 */
  width?: number;
}

/** Builds the workbook in memory (exported for tests). */
export async function buildWorkbook<Row>(
  rows: readonly Row[],
  columns: readonly ExcelColumn<Row>[],
  sheetName = 'Sheet1',
) {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName.slice(0, 31));
  sheet.columns = columns.map((c, i) => ({
    header: c.header,
    key: String(i),
    width: c.width ?? 18,
    style: c.numFmt ? { numFmt: c.numFmt } : {},
  }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) sheet.addRow(columns.map((c) => c.value(row) ?? ''));
  return workbook;
}

/** Writes the rows to `<fileName>.xlsx` and starts the download. */
export async function exportExcel<Row>(
  rows: readonly Row[],
  columns: readonly ExcelColumn<Row>[],
  fileName: string = DEFAULT_EXCEL_NAME,
): Promise<void> {
  const workbook = await buildWorkbook(rows, columns);
  const buffer = await workbook.xlsx.writeBuffer();
  const blob = new Blob([buffer], {
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  });
  downloadBlob(blob, `${fileName}.xlsx`);
}

/** Starts the download of a blob under a file name (also used for zips of invoices). */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
