// /statistics (staff): the school's figures for a period by day, week or month — users online
// now (live), sign-ins, course starts and completions, XP, messages and coach reply times,
// certificates and revenue — as cards, charts and a table, with the CSV.
import '@mantine/charts/styles.css';
import { BarChart, LineChart } from '@mantine/charts';
import {
  Button,
  Card,
  Container,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  STATISTICS_BUCKETS,
  type StatisticsBucket,
  type StatisticsRow,
} from '../../../shared/calls/statistics';
import { useMoney } from '../../components/commerce/useMoney';
import { PageLoader } from '../../components/PageLoader';
import type { PageProps } from '../../components/page';
import { saveCsv } from '../../components/saveFile';
import { showToast } from '../../components/toast';
import { chartRows, defaultPeriod, durationParts } from './figures';
import {
  type Statistics,
  type StatisticsQuery,
  useExportStatisticsMutation,
  useGetStatisticsQuery,
} from './statisticsApi';
import { useActiveNow } from './useActiveNow';

function useDuration(): (seconds: number | null) => string {
  const { t } = useTranslation();
  return (seconds) => {
    if (seconds === null) return '–';
    const { h, min, s } = durationParts(seconds);
    if (h > 0) return t('statistics.duration.hours', { h, min });
    if (min > 0) return t('statistics.duration.minutes', { min, s });
    return t('statistics.duration.seconds', { s });
  };
}

function Figure({ label, value, testId }: { label: string; value: ReactNode; testId: string }) {
  return (
    <Card withBorder radius="lg" padding="md">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="xl" fw={700} data-testid={testId}>
        {value}
      </Text>
    </Card>
  );
}

function ChartCard({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <Card withBorder radius="lg" padding="lg" component="figure" m={0} aria-labelledby={id}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={id}>
          {title}
        </Title>
        {children}
      </Stack>
    </Card>
  );
}

type ChartRowKey = keyof ReturnType<typeof chartRows>[number];

interface ChartSpec {
  id: string;
  title: string;
  kind: 'line' | 'bar';
  unit?: string;
  /** Whole things counted: the value axis ticks at whole numbers, never 0.25. */
  counts?: boolean;
  series: readonly { name: ChartRowKey; label: string; color: string }[];
}

/** The page's charts: each draws some of a row's figures over the periods. */
const CHARTS = [
  {
    id: 'statistics-activity',
    counts: true,
    title: 'statistics.charts.activity',
    kind: 'line',
    series: [
      { name: 'SignIns', label: 'statistics.figures.signIns', color: 'indigo.6' },
      { name: 'CourseStarts', label: 'statistics.figures.courseStarts', color: 'teal.6' },
      { name: 'CourseCompletions', label: 'statistics.figures.courseCompletions', color: 'orange.6' },
      { name: 'Certificates', label: 'statistics.figures.certificates', color: 'grape.6' },
    ],
  },
  {
    id: 'statistics-xp-chart',
    counts: true,
    title: 'statistics.charts.xp',
    kind: 'bar',
    series: [{ name: 'XpAwarded', label: 'statistics.figures.xp', color: 'yellow.6' }],
  },
  {
    id: 'statistics-messages-chart',
    counts: true,
    title: 'statistics.charts.messages',
    kind: 'bar',
    series: [{ name: 'Messages', label: 'statistics.figures.messages', color: 'blue.6' }],
  },
  {
    id: 'statistics-replies-chart',
    title: 'statistics.charts.replies',
    kind: 'line',
    unit: ' min',
    series: [
      { name: 'ReplyMedian', label: 'statistics.figures.replyMedian', color: 'cyan.6' },
      { name: 'ReplyP90', label: 'statistics.figures.replyP90', color: 'red.6' },
    ],
  },
  {
    id: 'statistics-revenue-chart',
    title: 'statistics.charts.revenue',
    kind: 'bar',
    series: [
      { name: 'EUR', label: 'statistics.figures.revenueEur', color: 'green.6' },
      { name: 'SEK', label: 'statistics.figures.revenueSek', color: 'lime.6' },
    ],
  },
] as const satisfies readonly ChartSpec[];

function FiguresTable({ rows, total }: { rows: StatisticsRow[]; total: StatisticsRow }) {
  const { t } = useTranslation();
  const money = useMoney();
  const duration = useDuration();
  const line = (r: StatisticsRow, head: boolean) => (
    <Table.Tr key={r.Period} fw={head ? 700 : undefined}>
      <Table.Th scope="row">{head ? t('statistics.total') : r.Period}</Table.Th>
      <Table.Td ta="right">{r.SignIns}</Table.Td>
      <Table.Td ta="right">{r.CourseStarts}</Table.Td>
      <Table.Td ta="right">{r.CourseCompletions}</Table.Td>
      <Table.Td ta="right">{r.XpAwarded}</Table.Td>
      <Table.Td ta="right">{r.Messages}</Table.Td>
      <Table.Td ta="right">{duration(r.ReplyMedianSeconds)}</Table.Td>
      <Table.Td ta="right">{duration(r.ReplyP90Seconds)}</Table.Td>
      <Table.Td ta="right">{r.Certificates}</Table.Td>
      <Table.Td ta="right">{money(r.RevenueMinor.EUR, 'EUR')}</Table.Td>
      <Table.Td ta="right">{money(r.RevenueMinor.SEK, 'SEK')}</Table.Td>
    </Table.Tr>
  );
  return (
    <Table.ScrollContainer minWidth={960}>
      <Table striped data-testid="statistics-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('statistics.period')}</Table.Th>
            {(
              [
                'signIns',
                'courseStarts',
                'courseCompletions',
                'xp',
                'messages',
                'replyMedian',
                'replyP90',
                'certificates',
                'revenueEur',
                'revenueSek',
              ] as const
            ).map((key) => (
              <Table.Th key={key} ta="right">
                {t(`statistics.figures.${key}`)}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>{rows.map((r) => line(r, false))}</Table.Tbody>
        <Table.Tfoot>{line(total, true)}</Table.Tfoot>
      </Table>
    </Table.ScrollContainer>
  );
}

/** How a total is written out: money and durations in the reader's words. */
interface Formats {
  money: ReturnType<typeof useMoney>;
  duration: ReturnType<typeof useDuration>;
}

type TotalFigure =
  | 'signIns'
  | 'courseStarts'
  | 'courseCompletions'
  | 'xp'
  | 'messages'
  | 'replyMedian'
  | 'replyP90'
  | 'certificates'
  | 'revenue';

/** The period's totals shown as cards: each card's figure, test id and value. */
const TOTALS: readonly {
  figure: TotalFigure;
  testId: string;
  value: (total: StatisticsRow, formats: Formats) => ReactNode;
}[] = [
  { figure: 'signIns', testId: 'statistics-sign-ins', value: (r) => r.SignIns },
  { figure: 'courseStarts', testId: 'statistics-course-starts', value: (r) => r.CourseStarts },
  { figure: 'courseCompletions', testId: 'statistics-completions', value: (r) => r.CourseCompletions },
  { figure: 'xp', testId: 'statistics-xp', value: (r) => r.XpAwarded },
  { figure: 'messages', testId: 'statistics-messages', value: (r) => r.Messages },
  {
    figure: 'replyMedian',
    testId: 'statistics-reply-median',
    value: (r, { duration }) => duration(r.ReplyMedianSeconds),
  },
  {
    figure: 'replyP90',
    testId: 'statistics-reply-p90',
    value: (r, { duration }) => duration(r.ReplyP90Seconds),
  },
  { figure: 'certificates', testId: 'statistics-certificates', value: (r) => r.Certificates },
  {
    figure: 'revenue',
    testId: 'statistics-revenue',
    value: (r, { money }) => `${money(r.RevenueMinor.EUR, 'EUR')} · ${money(r.RevenueMinor.SEK, 'SEK')}`,
  },
];

/** The period's totals as cards, with the users online now. */
function TotalsFigures({ data, activeNow }: { data: Statistics | undefined; activeNow: number | undefined }) {
  const { t } = useTranslation();
  const formats = { money: useMoney(), duration: useDuration() };
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }}>
      <Figure label={t('statistics.activeNow')} value={activeNow ?? '–'} testId="statistics-active-now" />
      {TOTALS.map(({ figure, testId, value }) => (
        <Figure
          key={testId}
          label={t(`statistics.figures.${figure}`)}
          value={data ? value(data.Total, formats) : '–'}
          testId={testId}
        />
      ))}
    </SimpleGrid>
  );
}

function StatisticsCharts({ rows }: { rows: ReturnType<typeof chartRows> }) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }}>
      {CHARTS.map((chart) => {
        const Chart = chart.kind === 'line' ? LineChart : BarChart;
        return (
          <ChartCard key={chart.id} title={t(chart.title)} id={chart.id}>
            <Chart
              h={240}
              data={rows}
              dataKey="Period"
              unit={'unit' in chart ? chart.unit : undefined}
              yAxisProps={'counts' in chart ? { allowDecimals: false } : undefined}
              series={chart.series.map(({ name, label, color }) => ({
                name,
                color,
                label: t(label),
              }))}
              withLegend={chart.series.length > 1}
              {...(chart.kind === 'line' ? { curveType: 'linear', connectNulls: true } : {})}
            />
          </ChartCard>
        );
      })}
    </SimpleGrid>
  );
}

export default function StatisticsPage({ titleKey }: PageProps) {
  const { t } = useTranslation();
  const [query, setQuery] = useState<StatisticsQuery & { Bucket: StatisticsBucket }>(() => ({
    ...defaultPeriod(),
    Bucket: 'day',
  }));
  const { data, error, isFetching, refetch } = useGetStatisticsQuery(query);
  const [exportCsv, { isLoading: exporting }] = useExportStatisticsMutation();
  const activeNow = useActiveNow(data?.ActiveNow);
  const rows = data ? chartRows(data.Rows) : [];
  const change = (next: Partial<typeof query>) => setQuery((current) => ({ ...current, ...next }));

  const download = async () => {
    try {
      const file = await exportCsv(query).unwrap();
      saveCsv(file.FileName, file.Csv);
    } catch {
      showToast({ message: t('statistics.exportFailed'), color: 'red' });
    }
  };

  return (
    <Container size="xl" py="md">
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={1}>{t(`pages.${titleKey}`)}</Title>
          <Button
            variant="default"
            leftSection={<IconDownload size={16} aria-hidden="true" />}
            loading={exporting}
            onClick={() => void download()}
          >
            {t('statistics.export')}
          </Button>
        </Group>
        <Group gap="sm" align="flex-end" wrap="wrap">
          <TextInput
            label={t('statistics.from')}
            type="date"
            value={query.From}
            onChange={(e) => e.currentTarget.value && change({ From: e.currentTarget.value })}
            w={170}
          />
          <TextInput
            label={t('statistics.to')}
            type="date"
            value={query.To}
            onChange={(e) => e.currentTarget.value && change({ To: e.currentTarget.value })}
            w={170}
          />
          <Select
            label={t('statistics.bucket')}
            data={STATISTICS_BUCKETS.map((b) => ({ value: b, label: t(`statistics.buckets.${b}`) }))}
            value={query.Bucket}
            onChange={(v) => v && change({ Bucket: v as StatisticsBucket })}
            allowDeselect={false}
            w={140}
          />
        </Group>
        <TotalsFigures data={data} activeNow={activeNow} />
        {error ? (
          <Group>
            <Text c="red">{t('statistics.loadFailed')}</Text>
            <Button variant="light" onClick={() => void refetch()}>
              {t('statistics.retry')}
            </Button>
          </Group>
        ) : !data ? (
          <PageLoader />
        ) : (
          <Stack gap="md" aria-busy={isFetching}>
            <StatisticsCharts rows={rows} />
            <FiguresTable rows={data.Rows} total={data.Total} />
          </Stack>
        )}
      </Stack>
    </Container>
  );
}
