// Where a round stands: question number, score and streak.
import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Round } from './round';

export function Scoreboard({ round }: { round: Round }) {
  const { t } = useTranslation();
  return (
    <Group gap="lg" wrap="wrap" data-testid="scoreboard">
      <Text fw={600}>{t('earTraining.question', { number: round.index + 1, total: round.total })}</Text>
      <Text>{t('earTraining.score', { score: round.score })}</Text>
      <Text>{t('earTraining.streak', { streak: round.streak })}</Text>
    </Group>
  );
}
