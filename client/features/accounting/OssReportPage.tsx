// /oss (staff): One-Stop-Shop VAT — per quarter and EU member state, the taxable amount of sales
// to that state's consumers and the VAT at its rate, for a year or one quarter; a bar chart of
// VAT per country, and the CSV for the return.
import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { Card, Container, Group, List, Select, Stack, Table, Text, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CURRENCIES, type Currency } from '../../../shared/vat';
import { countryName } from '../../components/commerce/countries';
import { formatRate } from '../../components/commerce/money';
import { useMoney } from '../../components/commerce/useMoney';
import { PageLoader } from '../../components/PageLoader';
import type { PageProps } from '../../components/page';
import {
  type OssQuery,
  type OssReport,
  useExportOssReportMutation,
  useGetOssReportQuery,
} from './accountingApi';
import { ExportCsvButton } from './ExportCsvButton';
import { reportYears, vatPerCountry } from './ossReport';
import { ReportError } from './ReportError';
import { periodLabel } from './salesReport';

function VatChart({ report, currency }: { report: OssReport; currency: Currency }) {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const perCountry = vatPerCountry(report.Rows).map((c) => ({
    label: countryName(c.Country, i18n.language),
    VatMinor: c.VatMinor,
  }));
  return (
    <Card withBorder radius="lg" padding="lg" component="figure" m={0} aria-labelledby="oss-chart-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="oss-chart-title">
          {t('accounting.oss.chartTitle')}
        </Title>
        <BarChart
          h={Math.max(180, perCountry.length * 36)}
          data={perCountry.map((c) => ({ label: c.label, vat: c.VatMinor / 100 }))}
          dataKey="label"
          orientation="vertical"
          yAxisProps={{ width: 130 }}
          series={[{ name: 'vat', label: t('accounting.oss.vat'), color: 'teal.7' }]}
          valueFormatter={(value) => money(Math.round(value * 100), currency)}
          withTooltip
        />
        {/* The figures as text too, for screen readers and for reading exact amounts. */}
        <List size="sm" data-testid="oss-per-country">
          {perCountry.map((c) => (
            <List.Item key={c.label}>
              {c.label}: {money(c.VatMinor, currency)}
            </List.Item>
          ))}
        </List>
      </Stack>
    </Card>
  );
}

function OssTable({ report, currency }: { report: OssReport; currency: Currency }) {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const quarter = (n: number) => t('accounting.oss.quarterN', { n });
  return (
    <Table.ScrollContainer minWidth={600}>
      <Table striped data-testid="oss-report">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('accounting.oss.quarter')}</Table.Th>
            <Table.Th>{t('accounting.oss.country')}</Table.Th>
            <Table.Th ta="right">{t('accounting.oss.rate')}</Table.Th>
            <Table.Th ta="right">{t('accounting.oss.taxable')}</Table.Th>
            <Table.Th ta="right">{t('accounting.oss.vat')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {report.Rows.map((row) => (
            <Table.Tr key={`${row.Quarter}-${row.Country}-${row.VatRate}`}>
              <Table.Td>{periodLabel(row.Quarter, i18n.language, quarter)}</Table.Td>
              <Table.Td>{countryName(row.Country, i18n.language)}</Table.Td>
              <Table.Td ta="right">{formatRate(row.VatRate, i18n.language)} %</Table.Td>
              <Table.Td ta="right">{money(row.TaxableMinor, currency)}</Table.Td>
              <Table.Td ta="right">{money(row.VatMinor, currency)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr fw={700}>
            <Table.Th scope="row" colSpan={3}>
              {t('accounting.oss.total')}
            </Table.Th>
            <Table.Td ta="right">{money(report.TaxableMinor, currency)}</Table.Td>
            <Table.Td ta="right">{money(report.VatMinor, currency)}</Table.Td>
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </Table.ScrollContainer>
  );
}

export default function OssReportPage({ titleKey }: PageProps) {
  const { t } = useTranslation();
  const years = useMemo(() => reportYears(), []);
  const [year, setYear] = useState(years[0] ?? new Date().getFullYear());
  const [quarter, setQuarter] = useState<number | null>(null);
  // The One-Stop-Shop return is made in euros (the call's default); the kronor books can be read too.
  const [currency, setCurrency] = useState<Currency>('EUR');
  const query: OssQuery = { Year: year, Currency: currency, ...(quarter !== null && { Quarter: quarter }) };
  const { data, error, refetch } = useGetOssReportQuery(query);
  const [exportCsv, { isLoading: exporting }] = useExportOssReportMutation();

  return (
    <Container size="xl" py="md">
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={1}>{t(`pages.${titleKey}`)}</Title>
          <ExportCsvButton
            label={t('accounting.oss.export')}
            failed={t('accounting.oss.exportFailed')}
            loading={exporting}
            exportCsv={() => exportCsv(query).unwrap()}
          />
        </Group>
        <Text c="dimmed">{t('accounting.oss.intro')}</Text>
        <Group gap="sm" align="flex-end" wrap="wrap">
          <Select
            label={t('accounting.oss.year')}
            data={years.map(String)}
            value={String(year)}
            onChange={(v) => v && setYear(Number(v))}
            allowDeselect={false}
            w={120}
          />
          <Select
            label={t('accounting.oss.quarter')}
            placeholder={t('accounting.oss.wholeYear')}
            data={[1, 2, 3, 4].map((n) => ({ value: String(n), label: t('accounting.oss.quarterN', { n }) }))}
            value={quarter === null ? null : String(quarter)}
            onChange={(v) => setQuarter(v ? Number(v) : null)}
            clearable
            w={150}
          />
          <Select
            label={t('accounting.period.currency')}
            data={[...CURRENCIES]}
            value={currency}
            onChange={(v) => v && setCurrency(v as Currency)}
            allowDeselect={false}
            w={110}
          />
        </Group>
        {error ? (
          <ReportError error={error} retry={() => void refetch()} />
        ) : !data ? (
          <PageLoader />
        ) : data.Rows.length === 0 ? (
          <Text c="dimmed">{t('accounting.oss.empty')}</Text>
        ) : (
          <>
            <VatChart report={data} currency={currency} />
            <OssTable report={data} currency={currency} />
          </>
        )}
      </Stack>
    </Container>
  );
}
