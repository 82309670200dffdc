// An invoice's status as badges: draft, sent, paid or credited, and overdue when a sent invoice
// is past its due date; a credit note says so.
import { Badge, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { InvoiceSummary } from './invoicesApi';

const COLOR: Record<InvoiceSummary['Status'], string> = {
  draft: 'gray.7',
  sent: 'blue.8',
  paid: 'teal.9',
  credited: 'grape.8',
};

export function InvoiceStatusBadge({
  invoice,
}: {
  invoice: Pick<InvoiceSummary, 'Status' | 'Overdue' | 'Kind'>;
}) {
  const { t } = useTranslation();
  return (
    <Group gap={4} wrap="nowrap">
      {invoice.Kind === 'credit' && (
        <Badge color="indigo.9" variant="outline">
          {t('invoices.creditNote')}
        </Badge>
      )}
      <Badge color={COLOR[invoice.Status]} autoContrast>
        {t(`invoices.statuses.${invoice.Status}`)}
      </Badge>
      {invoice.Overdue && (
        <Badge color="red.9" autoContrast>
          {t('invoices.overdue')}
        </Badge>
      )}
    </Group>
  );
}
