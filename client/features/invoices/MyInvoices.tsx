// "My invoices" on /MyProfile: the invoices whose courses go to the signed-in person (orders of
// paid products, or invoices staff made out to them), with their PDFs.
import { Button, Stack, Table, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../../components/commerce/days';
import { useMoney } from '../../components/commerce/useMoney';
import { PageLoader } from '../../components/PageLoader';
import { showToast } from '../../components/toast';
import { downloadInvoicePdf, hasPdf } from './downloadInvoice';
import { InvoiceStatusBadge } from './InvoiceStatusBadge';
import { type InvoiceSummary, useGetMyInvoicesQuery } from './invoicesApi';
import { invoiceTitle } from './invoiceTitle';

function PdfButton({ invoice }: { invoice: InvoiceSummary }) {
  const { t } = useTranslation();
  const [downloading, setDownloading] = useState(false);
  const download = async () => {
    setDownloading(true);
    try {
      await downloadInvoicePdf(invoice);
    } catch {
      showToast({ message: t('invoices.mine.downloadFailed'), color: 'red' });
    } finally {
      setDownloading(false);
    }
  };
  return (
    <Button
      size="compact-sm"
      variant="default"
      leftSection={<IconDownload size={14} aria-hidden="true" />}
      loading={downloading}
      aria-label={t('invoices.mine.downloadLabel', { number: invoice.Number })}
      onClick={() => void download()}
    >
      {t('invoices.mine.download')}
    </Button>
  );
}

export default function MyInvoices() {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const { data, isLoading, isError, refetch } = useGetMyInvoicesQuery();
  if (isLoading) return <PageLoader />;
  if (isError || !data)
    return (
      <Stack gap="xs" align="flex-start">
        <Text c="red.9">{t('invoices.mine.loadFailed')}</Text>
        <Button variant="default" size="xs" onClick={() => void refetch()}>
          {t('invoices.retry')}
        </Button>
      </Stack>
    );
  if (data.length === 0) return <Text c="dimmed">{t('invoices.mine.empty')}</Text>;
  return (
    <Table.ScrollContainer minWidth={520}>
      <Table data-testid="my-invoices">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('invoices.mine.number')}</Table.Th>
            <Table.Th>{t('invoices.mine.date')}</Table.Th>
            <Table.Th ta="right">{t('invoices.mine.total')}</Table.Th>
            <Table.Th>{t('invoices.mine.status')}</Table.Th>
            <Table.Th>{t('invoices.mine.pdf')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {data.map((invoice) => (
            <Table.Tr key={invoice.Id}>
              <Table.Td>{invoiceTitle(invoice, t)}</Table.Td>
              <Table.Td>{invoice.IssueDate ? formatDay(invoice.IssueDate, i18n.language) : ''}</Table.Td>
              <Table.Td ta="right">{money(invoice.TotalMinor, invoice.Currency)}</Table.Td>
              <Table.Td>
                <InvoiceStatusBadge invoice={invoice} />
              </Table.Td>
              <Table.Td>{hasPdf(invoice) && <PdfButton invoice={invoice} />}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
