// /accounting (type 2): the balance report of a period in one currency (this year by default),
// the journal of that period, manual entries, and the ways to the main book and the sales and
// OSS reports. Every figure follows new postings live.
import { Anchor, Button, Card, Container, Group, Stack, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PageLoader } from '../../components/PageLoader';
import type { PageProps } from '../../components/page';
import { useGetBalanceReportQuery, useGetJournalQuery } from './accountingApi';
import { BalanceTable } from './BalanceTable';
import { JournalEntryModal } from './JournalEntryModal';
import { JournalList } from './JournalList';
import { PeriodFields } from './PeriodFields';
import { periodSearch } from './period';
import { ReportError } from './ReportError';
import { usePeriod } from './usePeriod';

export default function AccountingPage({ titleKey }: PageProps) {
  const { t } = useTranslation();
  const [period, setPeriod] = usePeriod();
  const balance = useGetBalanceReportQuery(period);
  const journal = useGetJournalQuery(period);
  const [entering, setEntering] = useState(false);
  // The journal asks about the same period: one refusal is said once.
  const failed = balance.error ? balance : journal.error ? journal : null;

  return (
    <Container size="xl" py="md">
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={1}>{t(`pages.${titleKey}`)}</Title>
          <Button leftSection={<IconPlus size={16} aria-hidden="true" />} onClick={() => setEntering(true)}>
            {t('accounting.entry.new')}
          </Button>
        </Group>
        <Group gap="lg" component="nav" aria-label={t('pages.accounting')}>
          <Anchor component={Link} to={`/accounting/mainbook?${periodSearch(period)}`}>
            {t('accounting.links.mainbook')}
          </Anchor>
          <Anchor component={Link} to={`/sp?${periodSearch(period)}`}>
            {t('accounting.links.sales')}
          </Anchor>
          <Anchor component={Link} to="/oss">
            {t('accounting.links.oss')}
          </Anchor>
        </Group>
        <PeriodFields period={period} onChange={setPeriod} />
        {failed ? (
          <ReportError error={failed.error} retry={() => void failed.refetch()} />
        ) : (
          <>
            <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="balance-title">
              <Stack gap="sm">
                <Title order={2} size="h3" id="balance-title">
                  {t('accounting.balance.title')}
                </Title>
                {balance.data ? (
                  <BalanceTable report={balance.data} currency={period.Currency} />
                ) : (
                  <PageLoader />
                )}
              </Stack>
            </Card>
            <Stack gap="sm" component="section" aria-labelledby="journal-title">
              <Title order={2} size="h3" id="journal-title">
                {t('accounting.journal.title')}
              </Title>
              {journal.data ? <JournalList entries={journal.data} /> : <PageLoader />}
            </Stack>
          </>
        )}
      </Stack>
      <JournalEntryModal opened={entering} currency={period.Currency} onClose={() => setEntering(false)} />
    </Container>
  );
}
