// The end of an adaptive round: the score, and for a learner's round the save (once, also under
// React's development double effects) and the XP it paid. The grid follows by ear:states.
import { Alert, Paper, Stack, Text, Title } from '@mantine/core';
import { IconTrophy } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSaveAnswersMutation } from './earTrainingApi';
import { answersToSave, type PlayerState, score } from './learnerRound';

export function LearnerSummary({ player, scoreId }: { player: PlayerState; scoreId: string }) {
  const { t } = useTranslation();
  const [saveAnswers] = useSaveAnswersMutation();
  const [xp, setXp] = useState<number | null>(null);
  const [failed, setFailed] = useState(false);
  const saved = useRef<PlayerState | null>(null);

  useEffect(() => {
    const input = answersToSave(player);
    if (!input || saved.current === player) return;
    saved.current = player;
    saveAnswers(input)
      .unwrap()
      .then((reply) => setXp(reply.Xp))
      .catch(() => setFailed(true));
  }, [player, saveAnswers]);

  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="xs">
        <Title order={2} size="h3">
          <IconTrophy size={20} aria-hidden="true" /> {t('earTraining.summary.title')}
        </Title>
        <Text role="status" data-testid="round-score" id={scoreId}>
          {t('earTraining.summary.score', { score: score(player), total: player.items.length })}
        </Text>
        {xp !== null && xp > 0 && <Text>{t('earTraining.summary.xp', { xp })}</Text>}
        {xp !== null && <Text data-testid="round-saved">{t('earTraining.learner.saved')}</Text>}
        {failed && (
          <Alert color="red" variant="light">
            {t('earTraining.learner.saveFailed')}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
