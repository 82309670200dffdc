// KeyboardIntervals_1: the exercise names an interval from a given note ("a major third up from
// E4") and the player plays it on the keyboard: with the mouse, touch, or the letter keys
// (Z S X D C V … for C4 upwards). The first key played is the answer; after it the keyboard plays
// freely. A wrong note can be heard against the right one.
import { Text, Title } from '@mantine/core';
import { useCallback, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { playNote, playNotes } from './audio';
import { BetweenRounds } from './BetweenRounds';
import { ExerciseCard } from './ExerciseCard';
import { type Distance, describeDistance, midiForKey, noteName } from './music';
import { type KeyMark, PianoKeyboard } from './PianoKeyboard';
import { useExercise, useExerciseKeys } from './useExercise';

export function KeyboardIntervals() {
  const { t } = useTranslation();
  const exercise = useExercise('KeyboardIntervals_1');
  const { round, answer, next } = exercise;
  const question = round?.question;
  const questionIndex = round?.index;
  const answered = round?.answered ?? null;
  const playing = round !== null && !round.finished;

  useEffect(() => {
    if (question && questionIndex !== undefined) playNote(question.root);
  }, [question, questionIndex]);

  const play = useCallback(
    (midi: number) => {
      playNote(midi);
      if (question && !answered) answer(midi, midi === question.target);
    },
    [question, answered, answer],
  );

  const onKey = useCallback(
    (event: KeyboardEvent) => {
      if (event.repeat) return;
      const midi = midiForKey(event.key);
      if (midi !== null) {
        event.preventDefault();
        play(midi);
      }
    },
    [play],
  );
  useExerciseKeys(playing, onKey);

  const marks = useMemo(() => {
    const map = new Map<number, KeyMark>();
    if (!question) return map;
    map.set(question.root, 'root');
    if (answered) {
      if (!answered.correct) map.set(answered.given, 'wrong');
      map.set(question.target, 'right');
    }
    return map;
  }, [question, answered]);

  if (!round || round.finished) {
    return (
      <BetweenRounds exercise="KeyboardIntervals_1" state={exercise} withPlayback={false} minIntervals={1} />
    );
  }

  const current = round.question;
  const task = t('earTraining.keyboard.task', {
    interval: t(`earTraining.intervals.${current.interval}`),
    direction: t(`earTraining.directionWords.${current.direction}`),
    note: noteName(current.root),
  });
  const distanceText = (distance: Distance): string => {
    if (distance.kind === 'same') return t('earTraining.keyboard.unison');
    const direction = t(`earTraining.directionWords.${distance.direction}`);
    return distance.kind === 'interval'
      ? `${t(`earTraining.intervals.${distance.interval}`)} ${direction}`
      : t('earTraining.keyboard.semitones', { count: distance.count, direction });
  };
  return (
    <ExerciseCard
      round={round}
      prompt={
        <>
          <Text c="dimmed" mb={-12}>
            {t('earTraining.keyboard.prompt')}
          </Text>
          <Title order={2} size="h3" data-testid="task">
            {task}
          </Title>
        </>
      }
      replayLabel={t('earTraining.keyboard.playRoot', { note: noteName(current.root) })}
      onReplay={() => playNote(current.root)}
      onNext={next}
      describeAnswer={(given) => ({
        message: given.correct
          ? t('earTraining.keyboard.right', { note: noteName(current.target) })
          : t('earTraining.keyboard.wrong', {
              given: noteName(given.given),
              givenInterval: distanceText(describeDistance(current.root, given.given)),
              note: noteName(current.target),
            }),
        onHearChoice: () => playNotes([current.root, given.given]),
        onHearAnswer: () => playNotes([current.root, current.target]),
      })}
      keysHint={t('earTraining.keyboard.keys')}
    >
      <PianoKeyboard onPlay={play} marks={marks} />
    </ExerciseCard>
  );
}
