// KeyboardIntervals_1: the exercise names an interval from a given note ("a major third up from
// E4") and the player plays it on the keyboard: with the mouse, touch, or the letter keys
// (Z S X D C V … for C4 upwards). The first key played is the answer; after it the keyboard plays
// freely. A wrong note can be heard against the right one.
import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPlayerPlay, IconRepeat } from '@tabler/icons-react';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { playNote, playNotes } from './audio';
import { type Distance, describeDistance, midiForKey, noteName } from './music';
import { type KeyMark, PianoKeyboard } from './PianoKeyboard';
import { RoundSummary } from './RoundSummary';
import { Scoreboard } from './Scoreboard';
import { SettingsPanel } from './SettingsPanel';
import { isTypingTarget, useExercise } from './useExercise';

export function KeyboardIntervals() {
  const { t } = useTranslation();
  const { settings, changeSettings, round, start, answer, next, stop } = useExercise('KeyboardIntervals_1');
  const nextRef = useRef<HTMLButtonElement>(null);
  const question = round?.question;
  const questionIndex = round?.index;
  const answered = round?.answered ?? null;
  const playing = round !== null && !round.finished;

  useEffect(() => {
    if (question && questionIndex !== undefined) playNote(question.root);
  }, [question, questionIndex]);

  useEffect(() => {
    if (answered) nextRef.current?.focus();
  }, [answered]);

  const play = useCallback(
    (midi: number) => {
      playNote(midi);
      if (question && !answered) answer(midi, midi === question.target);
    },
    [question, answered, answer],
  );

  useEffect(() => {
    if (!playing) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey || event.repeat || isTypingTarget(event.target))
        return;
      const midi = midiForKey(event.key);
      if (midi !== null) {
        event.preventDefault();
        play(midi);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [playing, play]);

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

  if (!round) {
    return (
      <SettingsPanel
        settings={settings}
        onChange={changeSettings}
        onStart={start}
        withPlayback={false}
        minIntervals={1}
      />
    );
  }
  if (round.finished) {
    return <RoundSummary exercise="KeyboardIntervals_1" round={round} onAgain={start} onSettings={stop} />;
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
    <Paper withBorder radius="md" p="lg">
      <Stack gap="md">
        <Scoreboard round={round} />
        <Text c="dimmed" mb={-12}>
          {t('earTraining.keyboard.prompt')}
        </Text>
        <Title order={2} size="h3" data-testid="task">
          {task}
        </Title>
        <Group gap="sm">
          <Button
            variant="light"
            leftSection={<IconRepeat size={16} aria-hidden="true" />}
            onClick={() => playNote(current.root)}
          >
            {t('earTraining.keyboard.playRoot', { note: noteName(current.root) })}
          </Button>
        </Group>
        <PianoKeyboard onPlay={play} marks={marks} />
        {answered && (
          <Stack gap="sm">
            <Alert
              color={answered.correct ? 'green' : 'red'}
              variant="light"
              role="status"
              data-testid="feedback"
            >
              {answered.correct
                ? t('earTraining.keyboard.right', { note: noteName(current.target) })
                : t('earTraining.keyboard.wrong', {
                    given: noteName(answered.given),
                    givenInterval: distanceText(describeDistance(current.root, answered.given)),
                    note: noteName(current.target),
                  })}
            </Alert>
            <Group gap="sm">
              {!answered.correct && (
                <Button
                  variant="default"
                  leftSection={
                    <IconPlayerPlay size={16} color="var(--mantine-color-red-8)" aria-hidden="true" />
                  }
                  onClick={() => playNotes([current.root, answered.given])}
                >
                  {t('earTraining.hearChoice')}
                </Button>
              )}
              {!answered.correct && (
                <Button
                  variant="default"
                  leftSection={
                    <IconPlayerPlay size={16} color="var(--mantine-color-green-8)" aria-hidden="true" />
                  }
                  onClick={() => playNotes([current.root, current.target])}
                >
                  {t('earTraining.hearAnswer')}
                </Button>
              )}
              <Button ref={nextRef} onClick={next}>
                {round.index + 1 === round.total ? t('earTraining.finish') : t('earTraining.next')}
              </Button>
            </Group>
          </Stack>
        )}
        <Text size="xs" c="dimmed">
          {t('earTraining.keyboard.keys')}
        </Text>
      </Stack>
    </Paper>
  );
}
