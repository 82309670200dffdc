// /accounting/mainbook (type 2): the main book of a period in one currency — for every account
// with entries (or one chosen account), its opening balance, each entry with the running
// balance, and its closing balance.
import { Anchor, Card, Container, Select, Stack, Table, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import type { Currency } from '../../../shared/vat';
import { errorCodeOf } from '../../api/callError';
import { formatDay } from '../../components/commerce/days';
import { useMoney } from '../../components/commerce/useMoney';
import { PageLoader } from '../../components/PageLoader';
import type { PageProps } from '../../components/page';
import { type MainbookAccount, useGetMainbookQuery } from './accountingApi';
import { accountLabel, accountOptions } from './accounts';
import { PeriodFields } from './PeriodFields';
import { periodSearch } from './period';
import { ReportError } from './ReportError';
import { usePeriod } from './usePeriod';

function AccountBook({ account, currency }: { account: MainbookAccount; currency: Currency }) {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const title = accountLabel(account.Account, i18n.language);
  return (
    <Card
      withBorder
      radius="lg"
      padding="md"
      component="section"
      aria-label={title}
      data-testid="mainbook-account"
    >
      <Stack gap="xs">
        <Title order={2} size="h4">
          {title}
        </Title>
        <Table.ScrollContainer minWidth={640}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('accounting.mainbook.date')}</Table.Th>
                <Table.Th>{t('accounting.mainbook.number')}</Table.Th>
                <Table.Th>{t('accounting.mainbook.text')}</Table.Th>
                <Table.Th ta="right">{t('accounting.mainbook.debit')}</Table.Th>
                <Table.Th ta="right">{t('accounting.mainbook.credit')}</Table.Th>
                <Table.Th ta="right">{t('accounting.mainbook.balance')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              <Table.Tr>
                <Table.Th scope="row" colSpan={5}>
                  {t('accounting.mainbook.opening')}
                </Table.Th>
                <Table.Td ta="right">{money(account.OpeningMinor, currency)}</Table.Td>
              </Table.Tr>
              {account.Rows.map((row, i) => (
                // An entry may touch an account twice; the rows' order is the book's.
                // biome-ignore lint/suspicious/noArrayIndexKey: see above
                <Table.Tr key={`${row.EntryId}:${i}`}>
                  <Table.Td>{formatDay(row.Date, i18n.language)}</Table.Td>
                  <Table.Td>{row.Number}</Table.Td>
                  <Table.Td>{row.Text}</Table.Td>
                  <Table.Td ta="right">{row.DebitMinor ? money(row.DebitMinor, currency) : ''}</Table.Td>
                  <Table.Td ta="right">{row.CreditMinor ? money(row.CreditMinor, currency) : ''}</Table.Td>
                  <Table.Td ta="right">{money(row.BalanceMinor, currency)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
            <Table.Tfoot>
              <Table.Tr fw={700}>
                <Table.Th scope="row" colSpan={5}>
                  {t('accounting.mainbook.closing')}
                </Table.Th>
                <Table.Td ta="right">{money(account.ClosingMinor, currency)}</Table.Td>
              </Table.Tr>
            </Table.Tfoot>
          </Table>
        </Table.ScrollContainer>
      </Stack>
    </Card>
  );
}

export default function MainbookPage({ titleKey }: PageProps) {
  const { t, i18n } = useTranslation();
  const [period, setPeriod] = usePeriod();
  const [params, setParams] = useSearchParams();
  const accounts = useMemo(() => accountOptions(i18n.language), [i18n.language]);
  const account = Number(params.get('Account')) || null;
  const { data, error, refetch } = useGetMainbookQuery({ ...period, ...(account && { Account: account }) });
  const chooseAccount = (value: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set('Account', value);
        else next.delete('Account');
        return next;
      },
      { replace: true },
    );

  return (
    <Container size="xl" py="md">
      <Stack gap="md">
        <Anchor component={Link} to={`/accounting?${periodSearch(period)}`} size="sm">
          {t('accounting.links.back')}
        </Anchor>
        <Title order={1}>{t(`pages.${titleKey}`)}</Title>
        <PeriodFields period={period} onChange={setPeriod}>
          <Select
            label={t('accounting.period.account')}
            placeholder={t('accounting.period.allAccounts')}
            data={accounts}
            value={account === null ? null : String(account)}
            onChange={chooseAccount}
            searchable
            clearable
            w={300}
          />
        </PeriodFields>
        {errorCodeOf(error) === 'FORBIDDEN' ? (
          <Text>{t('accounting.mainbook.notYours')}</Text>
        ) : error ? (
          <ReportError error={error} retry={() => void refetch()} />
        ) : !data ? (
          <PageLoader />
        ) : data.length === 0 ? (
          <Text c="dimmed">{t('accounting.mainbook.empty')}</Text>
        ) : (
          data.map((book) => <AccountBook key={book.Account} account={book} currency={period.Currency} />)
        )}
      </Stack>
    </Container>
  );
}
