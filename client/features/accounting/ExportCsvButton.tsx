// "Export CSV": asks the server for the report as CSV and hands the browser the file it names.
import { Button } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { saveCsv } from '../../components/saveFile';
import { showToast } from '../../components/toast';
import type { CsvFile } from './accountingApi';

export function ExportCsvButton({
  label,
  failed,
  loading,
  exportCsv,
}: {
  label: string;
  failed: string;
  loading: boolean;
  exportCsv: () => Promise<CsvFile>;
}) {
  const run = async () => {
    try {
      const file = await exportCsv();
      saveCsv(file.FileName, file.Csv);
    } catch {
      showToast({ message: failed, color: 'red' });
    }
  };
  return (
    <Button
      variant="default"
      leftSection={<IconDownload size={16} aria-hidden="true" />}
      loading={loading}
      onClick={() => void run()}
    >
      {label}
    </Button>
  );
}
