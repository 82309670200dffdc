// The end of a round: the score and best streak, the XP it earned a signed-in player (sent once per
// round), and the way to another round or to the settings.
import { Alert, Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconTrophy } from '@tabler/icons-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { useAppSelector } from '../../base/hooks';
import { selectSessionStatus } from '../../session/sessionSlice';
import { loginPathFor } from '../../session/triedUrl';
import { useCompleteRoundMutation } from './earTrainingApi';
import type { Exercise } from './exercises';
import { type Round, roundId } from './round';

interface Props {
  exercise: Exercise;
  round: Round;
  onAgain: () => void;
  onSettings: () => void;
}

export function RoundSummary({ exercise, round, onAgain, onSettings }: Props) {
  const { t } = useTranslation();
  const location = useLocation();
  const signedIn = useAppSelector(selectSessionStatus) === 'signedIn';
  const [completeRound] = useCompleteRoundMutation();
  const [awarded, setAwarded] = useState<number | null>(null);
  const sent = useRef(false);
  const againRef = useRef<HTMLButtonElement>(null);
  const resultId = useId();

  useEffect(() => {
    againRef.current?.focus();
  }, []);

  useEffect(() => {
    // Once per round, also under React's development double effects.
    if (!signedIn || sent.current) return;
    sent.current = true;
    completeRound({
      Exercise: exercise,
      RoundId: roundId(Math.random),
      Correct: round.score,
      Total: round.total,
    })
      .unwrap()
      .then((reply) => setAwarded(reply.Awarded))
      .catch((error: unknown) => console.warn('Ear training: the round could not be recorded', error));
  }, [signedIn, completeRound, exercise, round.score, round.total]);

  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="md" align="flex-start">
        <Group gap="sm">
          <IconTrophy size={28} aria-hidden="true" />
          <Title order={2} size="h3">
            {t('earTraining.summary.title')}
          </Title>
        </Group>
        <Text size="lg" fw={600} role="status" data-testid="round-result" id={resultId}>
          {t('earTraining.summary.score', { score: round.score, total: round.total })}
        </Text>
        <Text>{t('earTraining.summary.bestStreak', { streak: round.bestStreak })}</Text>
        {signedIn && awarded !== null && awarded > 0 && (
          <Alert color="green" variant="light">
            {t('earTraining.summary.xp', { xp: awarded })}
          </Alert>
        )}
        {!signedIn && (
          <Text size="sm" c="dimmed">
            {t('earTraining.summary.signInForXp')}{' '}
            <Anchor component={Link} to={loginPathFor(location.pathname)} underline="always">
              {t('earTraining.summary.signIn')}
            </Anchor>
          </Text>
        )}
        <Group gap="sm">
          {/* Focused at once: its description says the score. */}
          <Button ref={againRef} onClick={onAgain} aria-describedby={resultId}>
            {t('earTraining.summary.again')}
          </Button>
          <Button variant="default" onClick={onSettings}>
            {t('earTraining.summary.settings')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
