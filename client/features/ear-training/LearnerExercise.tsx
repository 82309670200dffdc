// The adaptive exercises. A signed-in learner plays the server's rounds (get_next_round, or only
// their weak spots) and the round is saved once at its end (save_answers); a visitor plays a round
// drawn here at random, unsaved. Intervals are named (buttons, number keys) or played as the
// second note (on-screen keyboard, a MIDI keyboard or the microphone); chords are named.
import { Alert, Button, Group, Kbd, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconPlayerPlay } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { type RefObject, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EarPrompt } from '../../../shared/calls/earTraining';
import {
  CHORDS,
  type ChordQuality,
  type EarExercise,
  INTERVALS,
  type IntervalName,
} from '../../../shared/earTraining';
import { errorCodeOf } from '../../api/callError';
import { playNote, playNotes } from './audio';
import { useGetNextRoundMutation } from './earTrainingApi';
import { LearnerSummary } from './LearnerSummary';
import {
  answerItem,
  currentAnswer,
  currentItem,
  expectedAnswer,
  type GivenAnswer,
  intervalAnswer,
  nextItem,
  notesOf,
  type PlayerState,
  promptOfAnswer,
  promptPlayed,
  randomRound,
  startPlayer,
} from './learnerRound';
import { midiForKey, noteName } from './music';
import { NoteInputs } from './NoteInputs';
import { type KeyMark, PianoKeyboard } from './PianoKeyboard';
import { semitonesFromRoot } from './pitch';
import { ANSWER_KEYS } from './settings';
import { useExerciseKeys } from './useExercise';

/** name: the prompt sounds and the learner names it; play: the learner plays the second note. */
export type LearnerMode = 'name' | 'play';

/** How long a prompt sounds (audio.ts: notes 0.9 s, 0.75 s apart), for answer times. */
function promptMs(together: boolean, count: number): number {
  return 30 + (together ? 0 : (count - 1) * 750) + 900;
}

function sound(state: PlayerState, mode: LearnerMode): PlayerState {
  const item = currentItem(state);
  if (!item) return state;
  const { notes, together } = notesOf(item.Prompt);
  const played = mode === 'play' ? notes.slice(0, 1) : notes;
  playNotes(played, together ? 'harmonic' : 'melodic');
  return promptPlayed(state, performance.now() + promptMs(together, played.length));
}

interface Props {
  exercise: EarExercise;
  mode: LearnerMode;
  signedIn: boolean;
}

export function LearnerExercise({ exercise, mode, signedIn }: Props) {
  const { t } = useTranslation();
  const [getNextRound, drawing] = useGetNextRoundMutation();
  const [player, setPlayer] = useState<PlayerState | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const startRef = useRef<HTMLButtonElement>(null);
  const scoreId = useId();
  const finished = player?.finished ?? false;

  // A finished round hands the focus to the way on, which says the score (its description).
  useEffect(() => {
    if (finished) startRef.current?.focus();
  }, [finished]);

  const begin = useCallback(
    (weakSpots: boolean) => {
      setNotice(null);
      if (!signedIn) {
        const items = randomRound(exercise, exercise === 'chords' ? 4 : 10, Math.random);
        setPlayer(sound(startPlayer(null, items, performance.now()), mode));
        return;
      }
      getNextRound({ Exercise: exercise, WeakSpots: weakSpots })
        .unwrap()
        .then((round) => setPlayer(sound(startPlayer(round.RoundId, round.Items, performance.now()), mode)))
        .catch((error: unknown) =>
          setNotice(
            errorCodeOf(error) === 'NOT_AVAILABLE'
              ? t('earTraining.learner.noWeakSpots')
              : t('earTraining.learner.failed'),
          ),
        );
    },
    [signedIn, exercise, mode, getNextRound, t],
  );

  if (player && !player.finished) {
    return <RoundPlayer exercise={exercise} mode={mode} player={player} setPlayer={setPlayer} />;
  }
  return (
    <Stack gap="md">
      {player?.finished && <LearnerSummary player={player} scoreId={scoreId} />}
      <Group gap="sm">
        <Button
          ref={startRef}
          onClick={() => begin(false)}
          loading={drawing.isLoading}
          aria-describedby={finished ? scoreId : undefined}
        >
          {player ? t('earTraining.summary.again') : t('earTraining.start')}
        </Button>
        {signedIn && (
          <Button variant="default" onClick={() => begin(true)} disabled={drawing.isLoading}>
            {t('earTraining.learner.weakSpots')}
          </Button>
        )}
      </Group>
      {/* There before the notice, so a screen reader hears it come. */}
      <div role="status">
        {notice && (
          <Alert variant="light" color="orange">
            {notice}
          </Alert>
        )}
      </div>
    </Stack>
  );
}

function answerChoices(exercise: EarExercise): string[] {
  return exercise === 'chords' ? CHORDS.map((c) => c.quality) : INTERVALS.map((i) => i.name);
}

interface PlayerProps {
  exercise: EarExercise;
  mode: LearnerMode;
  player: PlayerState;
  setPlayer: (update: (now: PlayerState | null) => PlayerState | null) => void;
}

function RoundPlayer({ exercise, mode, player, setPlayer }: PlayerProps) {
  const { t } = useTranslation();
  const item = currentItem(player);
  const answered = currentAnswer(player);
  const nextRef = useRef<HTMLButtonElement>(null);
  const choices = useMemo(() => answerChoices(exercise), [exercise]);
  const nameOf = useCallback(
    (answer: string) =>
      exercise === 'chords'
        ? t(`earTraining.chords.${answer as ChordQuality}`)
        : t(`earTraining.intervals.${answer as IntervalName}`),
    [exercise, t],
  );

  const choose = useCallback(
    (answer: string) => setPlayer((now) => (now ? answerItem(now, answer, performance.now()) : now)),
    [setPlayer],
  );
  const giveNote = useCallback(
    (midi: number) => {
      if (item?.Prompt.Kind !== 'interval' || answered) return;
      const semitones = semitonesFromRoot(item.Prompt.Root, midi, item.Prompt.Direction);
      const answer = semitones === null ? null : intervalAnswer(semitones);
      if (answer) choose(answer);
    },
    [item, answered, choose],
  );
  const replay = useCallback(() => setPlayer((now) => (now ? sound(now, mode) : now)), [setPlayer, mode]);
  const next = useCallback(
    () => setPlayer((now) => (now ? sound(nextItem(now, performance.now()), mode) : now)),
    [setPlayer, mode],
  );

  useEffect(() => {
    if (answered) nextRef.current?.focus();
  }, [answered]);

  const onKey = useCallback(
    (event: KeyboardEvent) => {
      if (answered) return;
      // Playing, the letter keys are the on-screen keyboard's (as in the visitor's exercise).
      const key = mode === 'play' ? midiForKey(event.key) : null;
      if (key !== null && !event.repeat) {
        event.preventDefault();
        playNote(key);
        giveNote(key);
        return;
      }
      const index = ANSWER_KEYS.indexOf(event.key as (typeof ANSWER_KEYS)[number]);
      const choice = index >= 0 ? choices[index] : undefined;
      if (choice && mode === 'name') {
        event.preventDefault();
        choose(choice);
      } else if (event.key === 'r' || event.key === 'R') {
        event.preventDefault();
        replay();
      }
    },
    [answered, choices, choose, replay, mode, giveNote],
  );
  useExerciseKeys(true, onKey);

  if (!item) return null;
  const expected = expectedAnswer(item.Item);
  const prompt = item.Prompt;
  const announcement = answered
    ? answered.Correct
      ? t('earTraining.learner.right', { answer: nameOf(expected).toLocaleLowerCase() })
      : t('earTraining.learner.wrong', { answer: nameOf(expected).toLocaleLowerCase() })
    : '';

  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('earTraining.question', { number: player.index + 1, total: player.items.length })}
        </Text>
        <Title order={2} size="h3" data-testid="task">
          {promptText(t, exercise, mode, prompt)}
        </Title>
        <Group gap="sm">
          <Button
            variant="default"
            onClick={replay}
            aria-keyshortcuts={mode === 'name' ? 'R' : undefined}
            rightSection={mode === 'name' ? <Kbd size="xs">R</Kbd> : undefined}
          >
            {t('earTraining.playAgain')}
          </Button>
        </Group>
        {(mode === 'name' || exercise === 'chords') && (
          <AnswerButtons
            choices={choices}
            expected={expected}
            answered={answered}
            nameOf={nameOf}
            onChoose={choose}
          />
        )}
        {prompt.Kind === 'interval' && <NoteAnswer root={prompt.Root} onNote={giveNote} />}
        <Text
          role="status"
          aria-live="polite"
          data-testid="announcement"
          fw={600}
          c={answered?.Correct ? 'teal.9' : 'red.9'}
        >
          {announcement}
        </Text>
        {answered && (
          <AfterAnswer prompt={prompt} answered={answered} nextRef={nextRef} onNext={next}>
            {player.index + 1 === player.items.length ? t('earTraining.finish') : t('earTraining.next')}
          </AfterAnswer>
        )}
      </Stack>
    </Paper>
  );
}

interface AfterAnswerProps {
  prompt: EarPrompt;
  answered: GivenAnswer;
  nextRef: RefObject<HTMLButtonElement | null>;
  onNext: () => void;
  children: string;
}

/** After a wrong answer, the choice and the right answer can be heard side by side; then on. */
function AfterAnswer({ prompt, answered, nextRef, onNext, children }: AfterAnswerProps) {
  const { t } = useTranslation();
  const hear = (heard: EarPrompt) => {
    const { notes, together } = notesOf(heard);
    playNotes(notes, together ? 'harmonic' : 'melodic');
  };
  const choice = answered.Correct ? null : promptOfAnswer(prompt, answered.given);
  return (
    <Group gap="sm">
      {choice && (
        <Button
          variant="default"
          leftSection={<IconPlayerPlay size={16} color="var(--mantine-color-red-8)" aria-hidden="true" />}
          onClick={() => hear(choice)}
        >
          {t('earTraining.hearChoice')}
        </Button>
      )}
      {!answered.Correct && (
        <Button
          variant="default"
          leftSection={<IconPlayerPlay size={16} color="var(--mantine-color-green-8)" aria-hidden="true" />}
          onClick={() => hear(prompt)}
        >
          {t('earTraining.hearAnswer')}
        </Button>
      )}
      <Button ref={nextRef} onClick={onNext}>
        {children}
      </Button>
    </Group>
  );
}

function promptText(t: TFunction, exercise: EarExercise, mode: LearnerMode, prompt: EarPrompt): string {
  if (prompt.Kind === 'chord' || exercise === 'chords') return t('earTraining.learner.chordPrompt');
  const direction = t(`earTraining.directions.${prompt.Direction}`);
  if (mode === 'name') return t('earTraining.learner.namePrompt', { direction });
  const interval = INTERVALS.find((i) => i.semitones === prompt.Semitones)?.name ?? 'P8';
  return t('earTraining.learner.playPrompt', {
    interval: t(`earTraining.intervals.${interval}`),
    direction,
    note: noteName(prompt.Root),
  });
}

interface AnswerButtonsProps {
  choices: readonly string[];
  expected: string;
  answered: GivenAnswer | null;
  nameOf: (answer: string) => string;
  onChoose: (answer: string) => void;
}

/** The answers by name, with their number keys; after an answer the right and the wrong pick show. */
function AnswerButtons({ choices, expected, answered, nameOf, onChoose }: AnswerButtonsProps) {
  const { t } = useTranslation();
  return (
    <SimpleGrid
      cols={{ base: 2, sm: 3, md: 4 }}
      spacing="xs"
      role="group"
      aria-label={t('earTraining.name.answers')}
    >
      {choices.map((choice, index) => {
        const isRight = answered !== null && choice === expected;
        const isWrongPick = answered !== null && !answered.Correct && choice === answered.given;
        return (
          <Button
            key={choice}
            variant={isRight || isWrongPick ? 'filled' : 'default'}
            color={isRight ? 'teal.9' : isWrongPick ? 'red.9' : undefined}
            onClick={() => onChoose(choice)}
            disabled={answered !== null && !isRight && !isWrongPick}
            aria-keyshortcuts={ANSWER_KEYS[index]}
            rightSection={<Kbd size="xs">{ANSWER_KEYS[index]}</Kbd>}
            justify="space-between"
          >
            {nameOf(choice)}
          </Button>
        );
      })}
    </SimpleGrid>
  );
}

/** A note as the answer: the on-screen keyboard (which sounds it), a MIDI keyboard, the microphone. */
function NoteAnswer({ root, onNote }: { root: number; onNote: (midi: number) => void }) {
  const marks = new Map<number, KeyMark>([[root, 'root']]);
  return (
    <>
      <PianoKeyboard
        onPlay={(midi) => {
          playNote(midi);
          onNote(midi);
        }}
        marks={marks}
      />
      <NoteInputs onNote={onNote} />
    </>
  );
}
