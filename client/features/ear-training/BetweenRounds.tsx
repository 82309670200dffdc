// An exercise page between rounds: the settings to start one with, or the summary of the one just
// finished (with the way to play again or back to the settings).
import type { Exercise } from './exercises';
import { RoundSummary } from './RoundSummary';
import { SettingsPanel } from './SettingsPanel';
import type { ExerciseState } from './useExercise';

interface BetweenRoundsProps {
  exercise: Exercise;
  state: ExerciseState;
  withPlayback: boolean;
  minIntervals: number;
}

export function BetweenRounds({ exercise, state, withPlayback, minIntervals }: BetweenRoundsProps) {
  if (state.round?.finished) {
    return (
      <RoundSummary exercise={exercise} round={state.round} onAgain={state.start} onSettings={state.stop} />
    );
  }
  return (
    <SettingsPanel
      settings={state.settings}
      onChange={state.changeSettings}
      onStart={state.start}
      withPlayback={withPlayback}
      minIntervals={minIntervals}
    />
  );
}
