// NameTheInterval: two notes sound, melodic or harmonic, and the player names the interval. Answer
// buttons carry number keys (1-9, 0, -, =); R plays the notes again; Enter moves on. A wrong answer
// can be heard next to the right one.
import { Button, Kbd, SimpleGrid, Text } from '@mantine/core';
import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { playNotes } from './audio';
import { BetweenRounds } from './BetweenRounds';
import { ExerciseCard } from './ExerciseCard';
import { type IntervalId, noteOfAnswer, type Question, semitonesOf } from './music';
import { ANSWER_KEYS } from './settings';
import { useExercise, useExerciseKeys } from './useExercise';

function playQuestion(question: Question): void {
  playNotes([question.root, question.target], question.playback);
}

export function NameTheInterval() {
  const { t } = useTranslation();
  const exercise = useExercise('NameTheInterval');
  const { settings, round, answer, next } = exercise;
  const choices = settings.intervals;
  const question = round?.question;
  const answered = round?.answered ?? null;
  const questionIndex = round?.index;
  const playing = round !== null && !round.finished;

  // Each new question sounds by itself (every round starts from a click, so audio may play).
  useEffect(() => {
    if (question && questionIndex !== undefined) playQuestion(question);
  }, [question, questionIndex]);

  const choose = useCallback(
    (id: IntervalId) => {
      if (!question || answered) return;
      answer(semitonesOf(id), id === question.interval);
    },
    [question, answered, answer],
  );

  const onKey = useCallback(
    (event: KeyboardEvent) => {
      if (!question) return;
      const index = ANSWER_KEYS.indexOf(event.key as (typeof ANSWER_KEYS)[number]);
      const choice = index >= 0 ? choices[index] : undefined;
      if (choice) {
        event.preventDefault();
        choose(choice);
      } else if (event.key === 'r' || event.key === 'R') {
        event.preventDefault();
        playQuestion(question);
      }
    },
    [question, choices, choose],
  );
  useExerciseKeys(playing, onKey);

  if (!round || round.finished) {
    return <BetweenRounds exercise="NameTheInterval" state={exercise} withPlayback minIntervals={2} />;
  }

  const current = round.question;
  const givenId = answered ? choices.find((id) => semitonesOf(id) === answered.given) : undefined;
  return (
    <ExerciseCard
      round={round}
      prompt={
        <Text>
          {t('earTraining.name.prompt', {
            direction: t(`earTraining.directionWords.${current.direction}`),
            playback: t(`earTraining.playbackWords.${current.playback}`),
          })}
        </Text>
      }
      replayLabel={t('earTraining.playAgain')}
      onReplay={() => playQuestion(current)}
      replayShortcut="R"
      onNext={next}
      describeAnswer={({ correct }) => ({
        message: correct
          ? t('earTraining.right', { interval: t(`earTraining.intervals.${current.interval}`) })
          : t('earTraining.name.wrong', {
              interval: t(`earTraining.intervals.${current.interval}`),
              given: givenId ? t(`earTraining.intervals.${givenId}`) : '',
            }),
        onHearChoice: givenId
          ? () => playNotes([current.root, noteOfAnswer(current, givenId)], current.playback)
          : undefined,
        onHearAnswer: () => playQuestion(current),
      })}
      keysHint={t('earTraining.name.keys')}
    >
      <SimpleGrid
        cols={{ base: 2, sm: 3, md: 4 }}
        spacing="xs"
        role="group"
        aria-label={t('earTraining.name.answers')}
      >
        {choices.map((id, index) => {
          const key = ANSWER_KEYS[index];
          const isRight = answered !== null && id === current.interval;
          const isWrongPick = answered !== null && !answered.correct && id === givenId;
          return (
            <Button
              key={id}
              // Darkest shades: white text on them keeps AA contrast (green 9 would not).
              variant={isRight || isWrongPick ? 'filled' : 'default'}
              color={isRight ? 'teal.9' : isWrongPick ? 'red.9' : undefined}
              onClick={() => choose(id)}
              disabled={answered !== null && !isRight && !isWrongPick}
              aria-keyshortcuts={key}
              rightSection={key ? <Kbd size="xs">{key}</Kbd> : undefined}
              justify="space-between"
            >
              {t(`earTraining.intervals.${id}`)}
            </Button>
          );
        })}
      </SimpleGrid>
    </ExerciseCard>
  );
}
