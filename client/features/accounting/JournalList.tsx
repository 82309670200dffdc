// The journal of a period: each entry with its number, date, text, source (and the invoice it
// belongs to) and its lines.
import { Anchor, Badge, Card, Group, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatDay } from '../../components/commerce/days';
import { useMoney } from '../../components/commerce/useMoney';
import type { JournalEntry } from './accountingApi';
import { accountLabel } from './accounts';

function EntryCard({ entry }: { entry: JournalEntry }) {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const title = t('accounting.journal.entry', { number: entry.Number });
  return (
    <Card withBorder radius="md" padding="sm" component="li" aria-label={title} data-testid="journal-entry">
      <Stack gap="xs">
        <Group gap="sm" justify="space-between">
          <Group gap="sm">
            <Text fw={700}>{title}</Text>
            <Text size="sm">{formatDay(entry.Date, i18n.language)}</Text>
            <Badge color="gray.7" autoContrast>
              {t(`accounting.journal.sources.${entry.Source}`)}
            </Badge>
          </Group>
          {entry.InvoiceId !== null && (
            <Anchor component={Link} to={`/invoices?invoice=${entry.InvoiceId}`} size="sm">
              {t('accounting.journal.openInvoice')}
            </Anchor>
          )}
        </Group>
        <Text size="sm">{entry.Text}</Text>
        <Table withRowBorders={false} verticalSpacing={2}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('accounting.journal.account')}</Table.Th>
              <Table.Th ta="right">{t('accounting.journal.debit')}</Table.Th>
              <Table.Th ta="right">{t('accounting.journal.credit')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {entry.Lines.map((line, i) => (
              // Lines have no id of their own; their order is the entry's.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              <Table.Tr key={i}>
                <Table.Td>{accountLabel(line.Account, i18n.language)}</Table.Td>
                <Table.Td ta="right">
                  {line.DebitMinor ? money(line.DebitMinor, entry.Currency) : ''}
                </Table.Td>
                <Table.Td ta="right">
                  {line.CreditMinor ? money(line.CreditMinor, entry.Currency) : ''}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Stack>
    </Card>
  );
}

export function JournalList({ entries }: { entries: readonly JournalEntry[] }) {
  const { t } = useTranslation();
  if (entries.length === 0) return <Text c="dimmed">{t('accounting.journal.empty')}</Text>;
  return (
    <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {entries.map((entry) => (
        <EntryCard key={entry.Id} entry={entry} />
      ))}
    </Stack>
  );
}
