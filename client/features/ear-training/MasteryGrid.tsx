// What the learner has mastered: each item's recall now, intervals by direction and the chords.
// Every cell says its percentage in text (and its full name to a screen reader); the colour only
// repeats it. The grid follows ear:states (earTrainingApi), so it changes as rounds are saved on
// any of the learner's devices.
import { Alert, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CHORDS, DIRECTIONS, type EarItem, INTERVALS, intervalItem } from '../../../shared/earTraining';
import type { EarItemState } from '../../../shared/entities/earItemState';
import { LoadingStatus } from '../../components/LoadingStatus';
import { useGetItemStatesQuery } from './earTrainingApi';

/** Red through amber to green by recall; grey for never answered. */
function colourOf(state: EarItemState | undefined): string {
  if (!state || state.Reps === 0) return 'var(--mantine-color-gray-1)';
  const hue = Math.round(state.Recall * 120);
  return `hsl(${hue} 70% 85%)`;
}

function percent(state: EarItemState | undefined): string {
  return state && state.Reps > 0 ? `${Math.round(state.Recall * 100)} %` : '–';
}

function Cell({ item, name, states }: { item: EarItem; name: string; states: Map<string, EarItemState> }) {
  const { t } = useTranslation();
  const state = states.get(item);
  const label =
    state && state.Reps > 0
      ? t('earTraining.mastery.cell', { name, percent: Math.round(state.Recall * 100) })
      : t('earTraining.mastery.cellNew', { name });
  return (
    <Table.Td
      data-item={item}
      data-reps={state?.Reps ?? 0}
      aria-label={label}
      title={label}
      style={{ background: colourOf(state), color: 'var(--mantine-color-black)', textAlign: 'center' }}
    >
      {percent(state)}
    </Table.Td>
  );
}

export function MasteryGrid() {
  const { t } = useTranslation();
  const intervals = useGetItemStatesQuery({ Exercise: 'intervals' });
  const chords = useGetItemStatesQuery({ Exercise: 'chords' });
  if (intervals.isError || chords.isError) {
    return (
      <Alert color="red" variant="light">
        {t('earTraining.mastery.failed')}
      </Alert>
    );
  }
  if (!(intervals.data && chords.data))
    return <LoadingStatus size="sm" label={t('earTraining.mastery.loading')} />;
  const states = new Map([...intervals.data, ...chords.data].map((state) => [state.Item, state]));

  return (
    <Stack gap="sm" data-testid="mastery">
      <Title order={2} size="h3">
        {t('earTraining.mastery.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('earTraining.mastery.explain')}
      </Text>
      <Table withTableBorder withColumnBorders captionSide="top">
        <Table.Caption>{t('earTraining.mastery.intervals')}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('earTraining.mastery.interval')}</Table.Th>
            {DIRECTIONS.map((direction) => (
              <Table.Th key={direction} scope="col">
                {t(`earTraining.directions.${direction}`)}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {INTERVALS.map((interval) => (
            <Table.Tr key={interval.name}>
              <Table.Th scope="row">{t(`earTraining.intervals.${interval.name}`)}</Table.Th>
              {DIRECTIONS.map((direction) => (
                <Cell
                  key={direction}
                  item={intervalItem(interval.name, direction)}
                  name={`${t(`earTraining.intervals.${interval.name}`)}, ${t(`earTraining.directions.${direction}`)}`}
                  states={states}
                />
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Table withTableBorder withColumnBorders captionSide="top">
        <Table.Caption>{t('earTraining.mastery.chords')}</Table.Caption>
        <Table.Tbody>
          <Table.Tr>
            {CHORDS.map((chord) => (
              <Table.Th key={chord.quality} scope="col">
                {t(`earTraining.chords.${chord.quality}`)}
              </Table.Th>
            ))}
          </Table.Tr>
          <Table.Tr>
            {CHORDS.map((chord) => (
              <Cell
                key={chord.quality}
                item={`chord:${chord.quality}`}
                name={t(`earTraining.chords.${chord.quality}`)}
                states={states}
              />
            ))}
          </Table.Tr>
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
