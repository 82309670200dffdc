// The state of one exercise page: its settings (remembered), and the round being played.
import { useCallback, useEffect, useState } from 'react';
import { answerQuestion, nextQuestion, type Round, startRound } from './round';
import { type ExerciseSettings, loadSettings, saveSettings } from './settings';

export function useExercise(exercise: string) {
  const [settings, setSettings] = useState<ExerciseSettings>(() => loadSettings(exercise));
  const [round, setRound] = useState<Round | null>(null);

  const changeSettings = useCallback(
    (next: ExerciseSettings) => {
      setSettings(next);
      saveSettings(exercise, next);
    },
    [exercise],
  );
  const start = useCallback(
    () => setRound(startRound(settings, settings.questions, Math.random)),
    [settings],
  );
  const answer = useCallback(
    (given: number, correct: boolean) => setRound((now) => (now ? answerQuestion(now, given, correct) : now)),
    [],
  );
  const next = useCallback(
    () => setRound((now) => (now ? nextQuestion(now, settings, Math.random) : now)),
    [settings],
  );
  const stop = useCallback(() => setRound(null), []);

  return { settings, changeSettings, round, start, answer, next, stop };
}

export type ExerciseState = ReturnType<typeof useExercise>;

/**
 * While `active`, a key pressed on the page (outside fields, without Ctrl, Meta or Alt) goes to
 * `onKey`; keep `onKey` stable (useCallback).
 */
export function useExerciseKeys(active: boolean, onKey: (event: KeyboardEvent) => void): void {
  useEffect(() => {
    if (!active) return;
    const listener = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey || isTypingTarget(event.target)) return;
      onKey(event);
    };
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, [active, onKey]);
}

/** Keys typed into a field are the field's, not the exercise's. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target && typeof (target as HTMLElement).tagName === 'string')) return false;
  const element = target as HTMLElement;
  return element.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(element.tagName);
}
