// The addresses of the calls in ../earTraining.ts: zod-free, so the client imports them.
import type { CallAddress } from '../address';

/** Ear training is the academy's (SPEC §2): a teams server answers these as unknown. */
const sites = ['academy'] as const;

export const getNextRound = {
  file: 'ear_training.php',
  req: 'get_next_round',
  access: 'auth',
  scope: 'own',
  sites,
} as const satisfies CallAddress;

export const saveAnswers = {
  file: 'ear_training.php',
  req: 'save_answers',
  access: 'auth',
  scope: 'own',
  sites,
} as const satisfies CallAddress;

export const getItemStates = {
  file: 'ear_training.php',
  req: 'get_item_states',
  access: 'auth',
  scope: 'own',
  sites,
} as const satisfies CallAddress;

export const getTrend = {
  file: 'ear_training.php',
  req: 'get_trend',
  access: 'auth',
  scope: 'own',
  sites,
} as const satisfies CallAddress;
