// "Export to Excel" of a cost-center list: the whole filtered list (fetchAll, in the list's sort), not
// only the page shown; exceljs is loaded only on click (export/exportExcel). Says how many rows went out.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, message } from '@chainportal/ui';
import type { ExcelColumn } from '../../../export/exportExcel';

export interface ExportListButtonProps<Row> {
  /** Every row to export. */
  load: () => Promise<Row[]>;
  columns: readonly ExcelColumn<Row>[];
  /** Nothing to export (the list is empty). */
  empty: boolean;
}

export function ExportListButton<Row>({ load, columns, empty }: ExportListButtonProps<Row>) {
  const { t } = useTranslation('billing');
  const [exporting, setExporting] = useState(false);

  const exportList = async () => {
    setExporting(true);
    try {
      const rows = await load();
      const { exportExcel } = await import('../../../export/exportExcel');
      await exportExcel(rows, columns);
      message.success(t('common.exported', { count: rows.length }));
    } catch {
      message.error(t('common.exportFailed'));
    } finally {
      setExporting(false);
    }
  };

  return (
    <Button onClick={() => void exportList()} loading={exporting} disabled={exporting || empty}>
      {t('common.export')}
    </Button>
  );
}
