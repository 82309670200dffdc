// The trend over weeks on /EarTraining (signed in): this week's figures in a sentence, the share of
// right answers and the items mastered per week as a chart, and the same numbers as a table behind
// a disclosure (the chart's text for a screen reader and for exact figures). Part of the lazy
// ear-training chunk, so @mantine/charts loads only with it. It is asked again on ear:states.
import '@mantine/charts/styles.css';
import { LineChart } from '@mantine/charts';
import { Alert, Box, SegmentedControl, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EAR_ITEMS, type EarExercise } from '../../../shared/earTraining';
import { LoadingStatus } from '../../components/LoadingStatus';
import { useGetTrendQuery } from './earTrainingApi';
import { thisWeek, trendRows } from './trend';

const WEEKS = 12;

export function TrendChart() {
  const { t, i18n } = useTranslation();
  const [exercise, setExercise] = useState<EarExercise>('intervals');
  const trend = useGetTrendQuery({ Exercise: exercise, Weeks: WEEKS });
  const rows = trend.data ? trendRows(trend.data, i18n.language) : [];
  const now = thisWeek(rows, exercise);

  return (
    <Stack gap="sm" data-testid="trend" component="section" aria-labelledby="ear-trend-title">
      <Title order={2} size="h3" id="ear-trend-title">
        {t('earTraining.trend.title')}
      </Title>
      <SegmentedControl
        aria-label={t('earTraining.trend.exercise')}
        value={exercise}
        onChange={(value) => setExercise(value === 'chords' ? 'chords' : 'intervals')}
        data={[
          { value: 'intervals', label: t('earTraining.mastery.intervals') },
          { value: 'chords', label: t('earTraining.mastery.chords') },
        ]}
        w="fit-content"
      />
      {trend.isError && (
        <Alert color="red" variant="light">
          {t('earTraining.trend.failed')}
        </Alert>
      )}
      {!trend.data && !trend.isError && <LoadingStatus size="sm" label={t('earTraining.trend.loading')} />}
      {trend.data && (
        <>
          <Text data-testid="trend-summary" aria-live="polite">
            {now.percent === null
              ? t('earTraining.trend.thisWeekNone', now)
              : t('earTraining.trend.thisWeek', { ...now, percent: now.percent })}
          </Text>
          <Text size="sm" c="dimmed">
            {t('earTraining.trend.explain')}
          </Text>
          {/* The chart repeats the table below; a screen reader reads the table. */}
          <Box aria-hidden="true">
            <LineChart
              h={220}
              data={rows}
              dataKey="label"
              curveType="linear"
              connectNulls
              withLegend
              withRightYAxis
              // Hidden from assistive technology (the table says it), so no keyboard stop either.
              lineChartProps={{ accessibilityLayer: false }}
              yAxisProps={{ domain: [0, 100], allowDecimals: false }}
              rightYAxisProps={{ domain: [0, EAR_ITEMS[exercise].length], allowDecimals: false }}
              series={[
                { name: 'Accuracy', label: t('earTraining.trend.accuracy'), color: 'teal.6' },
                {
                  name: 'Mastered',
                  label: t('earTraining.trend.mastered'),
                  color: 'indigo.6',
                  yAxisId: 'right',
                },
              ]}
            />
          </Box>
          <details>
            <summary>{t('earTraining.trend.numbers')}</summary>
            <Table withTableBorder data-testid="trend-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('earTraining.trend.week')}</Table.Th>
                  <Table.Th scope="col">{t('earTraining.trend.answers')}</Table.Th>
                  <Table.Th scope="col">{t('earTraining.trend.correct')}</Table.Th>
                  <Table.Th scope="col">{t('earTraining.trend.accuracy')}</Table.Th>
                  <Table.Th scope="col">{t('earTraining.trend.mastered')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row) => (
                  <Table.Tr key={row.Week} data-week={row.Week}>
                    <Table.Th scope="row">{row.label}</Table.Th>
                    <Table.Td>{row.Answers}</Table.Td>
                    <Table.Td>{row.Correct}</Table.Td>
                    <Table.Td>{row.Accuracy === null ? '–' : row.Accuracy}</Table.Td>
                    <Table.Td>{row.Mastered}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </details>
        </>
      )}
    </Stack>
  );
}
