// "Export to Excel" of the rows a console list shows (the page in view), for the lists outside the
// cost center; the cost center exports the whole filtered list (costCenter/ExportListButton).
import { useTranslation } from 'react-i18next';
import { Button, message } from '@chainportal/ui';
import { exportExcel, type ExcelColumn } from '../../../export/exportExcel';

export interface ExportShownButtonProps<Row> {
  rows: readonly Row[];
  columns: readonly ExcelColumn<Row>[];
}

export function ExportShownButton<Row>({ rows, columns }: ExportShownButtonProps<Row>) {
  const { t } = useTranslation('console');
  const exportList = async () => {
    await exportExcel(rows, columns);
    message.success(t('common.exported'));
  };
  return (
    <Button preventReClick disabled={!rows.length} onClick={() => void exportList()}>
      {t('common.export')}
    </Button>
  );
}
