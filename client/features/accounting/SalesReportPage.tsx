// /sp (staff): invoiced sales less credits per product and month, quarter or year, for a period
// and currency — a bar chart of net sales per period, each product's totals, and the CSV.
import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { Card, Container, Group, List, Select, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SALES_GROUPS } from '../../../shared/calls/accounting';
import { useMoney } from '../../components/commerce/useMoney';
import { PageLoader } from '../../components/PageLoader';
import type { PageProps } from '../../components/page';
import {
  type SalesQuery,
  type SalesReport,
  useExportSalesReportMutation,
  useGetSalesReportQuery,
} from './accountingApi';
import { ExportCsvButton } from './ExportCsvButton';
import { PeriodFields } from './PeriodFields';
import type { PeriodChoice } from './period';
import { ReportError } from './ReportError';
import { netPerPeriod, periodLabel, totalsPerProduct } from './salesReport';
import { usePeriod } from './usePeriod';

type SalesGroup = (typeof SALES_GROUPS)[number];

function SalesChart({ report, period }: { report: SalesReport; period: PeriodChoice }) {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const quarter = (n: number) => t('accounting.oss.quarterN', { n });
  const perPeriod = netPerPeriod(report.Rows).map((p) => ({
    label: periodLabel(p.Period, i18n.language, quarter),
    NetMinor: p.NetMinor,
  }));
  return (
    <Card withBorder radius="lg" padding="lg" component="figure" m={0} aria-labelledby="sales-chart-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="sales-chart-title">
          {t('accounting.sales.chartTitle')}
        </Title>
        <BarChart
          h={280}
          data={perPeriod.map((p) => ({ label: p.label, net: p.NetMinor / 100 }))}
          dataKey="label"
          series={[{ name: 'net', label: t('accounting.sales.net'), color: 'indigo.6' }]}
          valueFormatter={(value) => money(Math.round(value * 100), period.Currency)}
          withTooltip
        />
        {/* The figures as text too, for screen readers and for reading exact amounts. */}
        <List size="sm" data-testid="sales-per-period">
          {perPeriod.map((p) => (
            <List.Item key={p.label}>
              {p.label}: {money(p.NetMinor, period.Currency)}
            </List.Item>
          ))}
        </List>
      </Stack>
    </Card>
  );
}

function ProductTable({ report, currency }: { report: SalesReport; currency: PeriodChoice['Currency'] }) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <Table.ScrollContainer minWidth={520}>
      <Table striped data-testid="sales-per-product">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('accounting.sales.product')}</Table.Th>
            <Table.Th ta="right">{t('accounting.sales.quantity')}</Table.Th>
            <Table.Th ta="right">{t('accounting.sales.netColumn')}</Table.Th>
            <Table.Th ta="right">{t('accounting.sales.vat')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {totalsPerProduct(report.Rows).map((p) => (
            <Table.Tr key={p.Key}>
              <Table.Td>{p.Product}</Table.Td>
              <Table.Td ta="right">{p.Quantity}</Table.Td>
              <Table.Td ta="right">{money(p.NetMinor, currency)}</Table.Td>
              <Table.Td ta="right">{money(p.VatMinor, currency)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr fw={700}>
            <Table.Th scope="row" colSpan={2}>
              {t('accounting.sales.total')}
            </Table.Th>
            <Table.Td ta="right">{money(report.NetMinor, currency)}</Table.Td>
            <Table.Td ta="right">{money(report.VatMinor, currency)}</Table.Td>
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </Table.ScrollContainer>
  );
}

export default function SalesReportPage({ titleKey }: PageProps) {
  const { t } = useTranslation();
  const [period, setPeriod] = usePeriod();
  const [groupBy, setGroupBy] = useState<SalesGroup>('month');
  const query: SalesQuery = { ...period, GroupBy: groupBy };
  const { data, error, refetch } = useGetSalesReportQuery(query);
  const [exportCsv, { isLoading: exporting }] = useExportSalesReportMutation();

  return (
    <Container size="xl" py="md">
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={1}>{t(`pages.${titleKey}`)}</Title>
          <ExportCsvButton
            label={t('accounting.sales.export')}
            failed={t('accounting.sales.exportFailed')}
            loading={exporting}
            exportCsv={() => exportCsv(query).unwrap()}
          />
        </Group>
        <PeriodFields period={period} onChange={setPeriod}>
          <Select
            label={t('accounting.sales.groupBy')}
            data={SALES_GROUPS.map((g) => ({ value: g, label: t(`accounting.sales.groups.${g}`) }))}
            value={groupBy}
            onChange={(v) => v && setGroupBy(v as SalesGroup)}
            allowDeselect={false}
            w={140}
          />
        </PeriodFields>
        {error ? (
          <ReportError error={error} retry={() => void refetch()} />
        ) : !data ? (
          <PageLoader />
        ) : data.Rows.length === 0 ? (
          <Text c="dimmed">{t('accounting.sales.empty')}</Text>
        ) : (
          <>
            <SalesChart report={data} period={period} />
            <ProductTable report={data} currency={period.Currency} />
          </>
        )}
      </Stack>
    </Container>
  );
}
