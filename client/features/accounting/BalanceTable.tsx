// The balance report: each account's opening balance, debits, credits and closing balance in the
// period, with the totals and the period's result.
import { Group, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Currency } from '../../../shared/vat';
import { useMoney } from '../../components/commerce/useMoney';
import type { BalanceReport } from './accountingApi';
import { nameOfAccount } from './accounts';

export function BalanceTable({ report, currency }: { report: BalanceReport; currency: Currency }) {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  if (report.Rows.length === 0) return <Text c="dimmed">{t('accounting.balance.empty')}</Text>;
  const opening = report.Rows.reduce((sum, r) => sum + r.OpeningMinor, 0);
  const closing = report.Rows.reduce((sum, r) => sum + r.ClosingMinor, 0);
  return (
    <>
      <Table.ScrollContainer minWidth={680}>
        <Table striped highlightOnHover data-testid="balance-report">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('accounting.balance.account')}</Table.Th>
              <Table.Th>{t('accounting.balance.name')}</Table.Th>
              <Table.Th ta="right">{t('accounting.balance.opening')}</Table.Th>
              <Table.Th ta="right">{t('accounting.balance.debit')}</Table.Th>
              <Table.Th ta="right">{t('accounting.balance.credit')}</Table.Th>
              <Table.Th ta="right">{t('accounting.balance.closing')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {report.Rows.map((row) => (
              <Table.Tr key={row.Account}>
                <Table.Td>{row.Account}</Table.Td>
                <Table.Td>{nameOfAccount(row.Account, i18n.language)}</Table.Td>
                <Table.Td ta="right">{money(row.OpeningMinor, currency)}</Table.Td>
                <Table.Td ta="right">{money(row.DebitMinor, currency)}</Table.Td>
                <Table.Td ta="right">{money(row.CreditMinor, currency)}</Table.Td>
                <Table.Td ta="right">{money(row.ClosingMinor, currency)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
          <Table.Tfoot>
            <Table.Tr fw={700}>
              <Table.Th scope="row" colSpan={2}>
                {t('accounting.balance.total')}
              </Table.Th>
              <Table.Td ta="right">{money(opening, currency)}</Table.Td>
              <Table.Td ta="right">{money(report.DebitMinor, currency)}</Table.Td>
              <Table.Td ta="right">{money(report.CreditMinor, currency)}</Table.Td>
              <Table.Td ta="right">{money(closing, currency)}</Table.Td>
            </Table.Tr>
          </Table.Tfoot>
        </Table>
      </Table.ScrollContainer>
      <Group gap="xs" data-testid="period-result">
        <Text fw={700}>{t('accounting.balance.result')}:</Text>
        <Text fw={700} c={report.ResultMinor < 0 ? 'red.9' : undefined}>
          {money(report.ResultMinor, currency)}
        </Text>
        <Text size="sm" c="dimmed">
          {t('accounting.balance.resultHint')}
        </Text>
      </Group>
    </>
  );
}
