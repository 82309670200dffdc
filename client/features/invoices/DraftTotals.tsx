// The editor's live totals: net, VAT and total at the chosen customer's VAT treatment.
import { Group, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Currency } from '../../../shared/vat';
import { useMoney } from '../../components/commerce/useMoney';
import { VatTreatmentBadge } from '../../components/commerce/VatTreatmentBadge';
import type { DraftPreview, VatOfCustomer } from './invoiceDraft';

export function DraftTotals({
  preview,
  customer,
  currency,
}: {
  preview: DraftPreview;
  customer: VatOfCustomer | null;
  currency: Currency;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <Stack gap="xs" component="section" aria-label={t('invoices.editor.preview')}>
      {customer ? (
        <Group gap="xs">
          <Text size="sm">{t('invoices.editor.treatment')}</Text>
          <VatTreatmentBadge treatment={customer.VatTreatment} />
        </Group>
      ) : (
        <Text size="sm" c="dimmed">
          {t('invoices.editor.chooseCustomer')}
        </Text>
      )}
      <Table w="auto" ml="auto" withRowBorders={false} data-testid="draft-totals">
        <Table.Tbody>
          <Table.Tr>
            <Table.Th scope="row">{t('invoices.editor.net')}</Table.Th>
            <Table.Td ta="right">{money(preview.NetMinor, currency)}</Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th scope="row">{t('invoices.editor.vat')}</Table.Th>
            <Table.Td ta="right">{money(preview.VatMinor, currency)}</Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th scope="row">{t('invoices.editor.total')}</Table.Th>
            <Table.Td ta="right" fw={700}>
              {money(preview.TotalMinor, currency)}
            </Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
