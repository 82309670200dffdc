// NameTheInterval: two notes sound, melodic or harmonic, and the player names the interval. Answer
// buttons carry number keys (1-9, 0, -, =); R plays the notes again; Enter moves on. A wrong answer
// can be heard next to the right one.
import { Alert, Button, Group, Kbd, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconPlayerPlay, IconRepeat } from '@tabler/icons-react';
import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { playNotes } from './audio';
import { type IntervalId, noteOfAnswer, type Question, semitonesOf } from './music';
import { RoundSummary } from './RoundSummary';
import { Scoreboard } from './Scoreboard';
import { SettingsPanel } from './SettingsPanel';
import { ANSWER_KEYS } from './settings';
import { isTypingTarget, useExercise } from './useExercise';

function playQuestion(question: Question): void {
  playNotes([question.root, question.target], question.playback);
}

export function NameTheInterval() {
  const { t } = useTranslation();
  const { settings, changeSettings, round, start, answer, next, stop } = useExercise('NameTheInterval');
  const nextRef = useRef<HTMLButtonElement>(null);
  const choices = settings.intervals;
  const question = round?.question;
  const answered = round?.answered ?? null;
  const questionIndex = round?.index;
  const playing = round !== null && !round.finished;

  // Each new question sounds by itself (every round starts from a click, so audio may play).
  useEffect(() => {
    if (question && questionIndex !== undefined) playQuestion(question);
  }, [question, questionIndex]);

  useEffect(() => {
    if (answered) nextRef.current?.focus();
  }, [answered]);

  const choose = useCallback(
    (id: IntervalId) => {
      if (!question || answered) return;
      answer(semitonesOf(id), id === question.interval);
    },
    [question, answered, answer],
  );

  useEffect(() => {
    if (!playing || !question) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey || isTypingTarget(event.target)) return;
      const index = ANSWER_KEYS.indexOf(event.key as (typeof ANSWER_KEYS)[number]);
      const choice = index >= 0 ? choices[index] : undefined;
      if (choice) {
        event.preventDefault();
        choose(choice);
      } else if (event.key === 'r' || event.key === 'R') {
        event.preventDefault();
        playQuestion(question);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [playing, question, choices, choose]);

  if (!round) {
    return (
      <SettingsPanel
        settings={settings}
        onChange={changeSettings}
        onStart={start}
        withPlayback
        minIntervals={2}
      />
    );
  }
  if (round.finished) {
    return <RoundSummary exercise="NameTheInterval" round={round} onAgain={start} onSettings={stop} />;
  }

  const current = round.question;
  const givenId = answered ? choices.find((id) => semitonesOf(id) === answered.given) : undefined;
  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="md">
        <Scoreboard round={round} />
        <Text>
          {t('earTraining.name.prompt', {
            direction: t(`earTraining.directionWords.${current.direction}`),
            playback: t(`earTraining.playbackWords.${current.playback}`),
          })}
        </Text>
        <Group gap="sm">
          <Button
            variant="light"
            leftSection={<IconRepeat size={16} aria-hidden="true" />}
            onClick={() => playQuestion(current)}
            aria-keyshortcuts="R"
          >
            {t('earTraining.playAgain')}
          </Button>
        </Group>
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
        {answered && (
          <Stack gap="sm">
            <Alert
              color={answered.correct ? 'green' : 'red'}
              variant="light"
              role="status"
              data-testid="feedback"
            >
              {answered.correct
                ? t('earTraining.right', { interval: t(`earTraining.intervals.${current.interval}`) })
                : t('earTraining.name.wrong', {
                    interval: t(`earTraining.intervals.${current.interval}`),
                    given: givenId ? t(`earTraining.intervals.${givenId}`) : '',
                  })}
            </Alert>
            <Group gap="sm">
              {!answered.correct && givenId && (
                <Button
                  variant="default"
                  leftSection={
                    <IconPlayerPlay size={16} color="var(--mantine-color-red-8)" aria-hidden="true" />
                  }
                  onClick={() => playNotes([current.root, noteOfAnswer(current, givenId)], current.playback)}
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
                  onClick={() => playQuestion(current)}
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
          {t('earTraining.name.keys')}
        </Text>
      </Stack>
    </Paper>
  );
}
