// The settings of a round: which intervals, which direction, (for naming) how the notes sound,
// and how many questions.
import { Button, Chip, Group, Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { IconPlayerPlay } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { INTERVAL_IDS } from './music';
import { type ExerciseSettings, ROUND_LENGTHS, sortIntervals } from './settings';

interface Props {
  settings: ExerciseSettings;
  onChange: (settings: ExerciseSettings) => void;
  onStart: () => void;
  withPlayback: boolean;
  /** Fewest intervals a round needs (naming needs a choice of at least two). */
  minIntervals: number;
}

function Labelled({ id, label, children }: { id: string; label: string; children: React.ReactNode }) {
  return (
    <Stack gap={6} role="group" aria-labelledby={id}>
      <Text fw={600} size="sm" id={id}>
        {label}
      </Text>
      {children}
    </Stack>
  );
}

export function SettingsPanel({ settings, onChange, onStart, withPlayback, minIntervals }: Props) {
  const { t } = useTranslation();
  const tooFew = settings.intervals.length < minIntervals;
  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="md">
        <Title order={2} size="h3">
          {t('earTraining.settings.title')}
        </Title>
        <Labelled id="settings-intervals" label={t('earTraining.settings.intervals')}>
          <Chip.Group
            multiple
            value={[...settings.intervals]}
            onChange={(value) => onChange({ ...settings, intervals: sortIntervals(value) })}
          >
            <Group gap={6}>
              {INTERVAL_IDS.map((id) => (
                <Chip key={id} value={id} size="sm">
                  {t(`earTraining.intervals.${id}`)}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
          {tooFew && (
            <Text size="sm" c="red" role="alert">
              {t('earTraining.settings.tooFew', { count: minIntervals })}
            </Text>
          )}
        </Labelled>
        <Labelled id="settings-direction" label={t('earTraining.settings.direction')}>
          <SegmentedControl
            value={settings.direction}
            onChange={(value) => onChange({ ...settings, direction: value as ExerciseSettings['direction'] })}
            data={(['up', 'down', 'both'] as const).map((value) => ({
              value,
              label: t(`earTraining.settings.directions.${value}`),
            }))}
            w="fit-content"
          />
        </Labelled>
        {withPlayback && (
          <Labelled id="settings-playback" label={t('earTraining.settings.playback')}>
            <SegmentedControl
              value={settings.playback}
              onChange={(value) => onChange({ ...settings, playback: value as ExerciseSettings['playback'] })}
              data={(['melodic', 'harmonic', 'both'] as const).map((value) => ({
                value,
                label: t(`earTraining.settings.playbacks.${value}`),
              }))}
              w="fit-content"
            />
          </Labelled>
        )}
        <Labelled id="settings-questions" label={t('earTraining.settings.questions')}>
          <SegmentedControl
            value={String(settings.questions)}
            onChange={(value) => onChange({ ...settings, questions: Number(value) })}
            data={ROUND_LENGTHS.map((value) => ({ value: String(value), label: String(value) }))}
            w="fit-content"
          />
        </Labelled>
        <Button
          leftSection={<IconPlayerPlay size={16} aria-hidden="true" />}
          onClick={onStart}
          disabled={tooFew}
          w="fit-content"
        >
          {t('earTraining.start')}
        </Button>
      </Stack>
    </Paper>
  );
}
