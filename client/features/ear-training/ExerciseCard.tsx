// The frame of a question in an exercise round: where the round stands, the prompt, a button that
// plays the notes again, the way to answer, the feedback once answered and the keys to use. The
// feedback's words go into a live region that is there from the question's start, so a screen
// reader announces each answer (a region mounted with its text is often not read).
import { Alert, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconRepeat } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { AnswerFeedback, type FeedbackContent } from './AnswerFeedback';
import type { Answered, Round } from './round';
import { Scoreboard } from './Scoreboard';

interface ExerciseCardProps {
  round: Round;
  prompt: ReactNode;
  replayLabel: string;
  onReplay: () => void;
  /** The key that also replays, if any. */
  replayShortcut?: string;
  /** What to say and play once the question is answered. */
  describeAnswer: (answered: Answered) => FeedbackContent;
  onNext: () => void;
  keysHint: string;
  /** Where the player answers. */
  children: ReactNode;
}

export function ExerciseCard({
  round,
  prompt,
  replayLabel,
  onReplay,
  replayShortcut,
  describeAnswer,
  onNext,
  keysHint,
  children,
}: ExerciseCardProps) {
  const feedback = round.answered ? describeAnswer(round.answered) : null;
  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="md">
        <Scoreboard round={round} />
        {prompt}
        <Group gap="sm">
          <Button
            variant="light"
            leftSection={<IconRepeat size={16} aria-hidden="true" />}
            onClick={onReplay}
            aria-keyshortcuts={replayShortcut}
          >
            {replayLabel}
          </Button>
        </Group>
        {children}
        <div role="status" aria-live="polite" data-testid="announcement">
          {round.answered && feedback && (
            <Alert color={round.answered.correct ? 'green' : 'red'} variant="light" data-testid="feedback">
              {feedback.message}
            </Alert>
          )}
        </div>
        {round.answered && feedback && (
          <AnswerFeedback round={round} correct={round.answered.correct} onNext={onNext} {...feedback} />
        )}
        <Text size="xs" c="dimmed">
          {keysHint}
        </Text>
      </Stack>
    </Paper>
  );
}
