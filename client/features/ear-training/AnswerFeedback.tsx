// After an answer in an exercise round (its words are said in ExerciseCard's live region): for a
// wrong answer buttons to hear the choice and the right answer, and the button on (focused at
// once, so Enter moves on).
import { Button, Group } from '@mantine/core';
import { IconPlayerPlay } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Round } from './round';

/** What an exercise says and plays about one answer. */
export interface FeedbackContent {
  message: string;
  /** Plays the wrong choice; absent when it cannot be played. */
  onHearChoice?: () => void;
  onHearAnswer: () => void;
}

interface AnswerFeedbackProps extends Omit<FeedbackContent, 'message'> {
  round: Round;
  correct: boolean;
  onNext: () => void;
}

export function AnswerFeedback({ round, correct, onHearChoice, onHearAnswer, onNext }: AnswerFeedbackProps) {
  const { t } = useTranslation();
  const nextRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    nextRef.current?.focus();
  }, []);

  return (
    <Group gap="sm">
      {!correct && onHearChoice && (
        <HearButton color="var(--mantine-color-red-8)" onClick={onHearChoice}>
          {t('earTraining.hearChoice')}
        </HearButton>
      )}
      {!correct && (
        <HearButton color="var(--mantine-color-green-8)" onClick={onHearAnswer}>
          {t('earTraining.hearAnswer')}
        </HearButton>
      )}
      <Button ref={nextRef} onClick={onNext}>
        {round.index + 1 === round.total ? t('earTraining.finish') : t('earTraining.next')}
      </Button>
    </Group>
  );
}

function HearButton({ color, onClick, children }: { color: string; onClick: () => void; children: string }) {
  return (
    <Button
      variant="default"
      leftSection={<IconPlayerPlay size={16} color={color} aria-hidden="true" />}
      onClick={onClick}
    >
      {children}
    </Button>
  );
}
