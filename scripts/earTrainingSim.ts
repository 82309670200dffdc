// A simulated learner (npm run sim:ear): how many answers it takes to hear all twelve intervals
// right nine times in ten, with rounds chosen as the server chooses them (roundChoice.ts, updated
// by the same memory model) versus uniformly random rounds. Seeded: the same seeds print the same
// numbers (docs/performance.md "Ear training").
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAnswer, type ItemMemory } from '../server/features/earTraining/memory';
import { chooseRound, uniformRound } from '../server/features/earTraining/roundChoice';
import {
  DIRECTIONS,
  type Direction,
  EAR_ITEMS,
  type EarItem,
  INTERVALS,
  intervalOf,
} from '../shared/earTraining';

export type Strategy = 'adaptive' | 'uniform';

/** mulberry32: a small seeded PRNG, uniform in [0, 1). */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * How well the learner hears each interval at the start, as log-odds of a right answer: the octave
 * and fifth easy, the tritone, sevenths and sixths hard; descending and harmonic harder still.
 */
const START: Record<string, number> = {
  m2: 0.2,
  M2: 0.8,
  m3: 0.6,
  M3: 1.0,
  P4: 1.0,
  TT: -1.6,
  P5: 2.0,
  m6: -1.2,
  M6: -0.6,
  m7: -1.3,
  M7: -1.4,
  P8: 2.6,
};
const DIRECTION_OFFSET: Record<Direction, number> = { asc: 0, desc: -0.4, harm: -0.6 };
/**
 * Log-odds gained per answer, plus a gain for practising an item soon after getting it wrong
 * (the correction is still fresh), fading over minutes.
 */
const GAIN = 0.05;
const GAIN_AFTER_ERROR = 0.4;
const FRESH_MS = 5 * 60_000;
/** Nine in ten. */
const GOAL = 0.9;
const ROUND_GAP_MS = 90_000;
const ROUNDS_PER_DAY = 8;
const DAY_MS = 24 * 60 * 60 * 1000;

const sigmoid = (x: number) => 1 / (1 + Math.exp(-x));

export class SimulatedLearner {
  private readonly skill = new Map<EarItem, number>();
  /** When each item was last answered wrong. */
  private readonly wrongAt = new Map<EarItem, number>();

  constructor(random: () => number) {
    for (const item of EAR_ITEMS.intervals) {
      const i = intervalOf(item)!;
      const jitter = (random() - 0.5) * 0.6;
      this.skill.set(item, START[i.name]! + DIRECTION_OFFSET[i.direction] + jitter);
    }
  }

  /** The true chance of a right answer on an item now. */
  chance(item: EarItem): number {
    return sigmoid(this.skill.get(item)!);
  }

  /** Answers one item: right with its true chance, quicker the surer; practice improves the ear. */
  answer(item: EarItem, random: () => number, nowMs: number): { Correct: boolean; Ms: number } {
    const p = this.chance(item);
    const Correct = random() < p;
    const Ms = Math.round(1200 + (1 - p) * 9000 + random() * 1500);
    const wrongAt = this.wrongAt.get(item);
    const fresh = wrongAt === undefined ? 0 : Math.exp(-(nowMs - wrongAt) / FRESH_MS);
    this.skill.set(item, this.skill.get(item)! + GAIN + GAIN_AFTER_ERROR * fresh);
    if (Correct) this.wrongAt.delete(item);
    else this.wrongAt.set(item, nowMs);
    return { Correct, Ms };
  }

  /** Every interval heard right at least GOAL of the time, over its three directions. */
  reachedGoal(): boolean {
    return INTERVALS.every((i) => {
      const mean =
        DIRECTIONS.reduce((sum, d) => sum + this.chance(`interval:${i.name}:${d}`), 0) / DIRECTIONS.length;
      return mean >= GOAL;
    });
  }
}

/** Answers (trials) until the learner reaches the goal, or `limit`. */
export function trialsToGoal(strategy: Strategy, seed: number, limit = 50_000): number {
  const random = prng(seed);
  const learner = new SimulatedLearner(random);
  const memories = new Map<EarItem, ItemMemory>();
  let now = Date.parse('2026-01-05T09:00:00.000Z');
  let trials = 0;
  for (let round = 0; trials < limit; round++) {
    const items =
      strategy === 'adaptive'
        ? chooseRound({ exercise: 'intervals', memories, nowMs: now })
        : uniformRound('intervals', random);
    for (const item of items) {
      const answer = learner.answer(item, random, now);
      memories.set(item, afterAnswer(memories.get(item), { Item: item, ...answer }, now));
      trials++;
    }
    if (learner.reachedGoal()) return trials;
    // A session of a few rounds a day.
    now += (round + 1) % ROUNDS_PER_DAY === 0 ? DAY_MS - (ROUNDS_PER_DAY - 1) * ROUND_GAP_MS : ROUND_GAP_MS;
  }
  return limit;
}

export interface SimResult {
  adaptive: number[];
  uniform: number[];
  meanAdaptive: number;
  meanUniform: number;
  /** How many fewer answers the adaptive rounds need, as a share of the uniform ones. */
  saving: number;
}

export function compare(seeds: readonly number[]): SimResult {
  const adaptive = seeds.map((s) => trialsToGoal('adaptive', s));
  const uniform = seeds.map((s) => trialsToGoal('uniform', s));
  const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
  const meanAdaptive = mean(adaptive);
  const meanUniform = mean(uniform);
  return { adaptive, uniform, meanAdaptive, meanUniform, saving: 1 - meanAdaptive / meanUniform };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const seeds = Array.from({ length: 20 }, (_, i) => i + 1);
  const r = compare(seeds);
  console.log(`Simulated learners: ${seeds.length} (seeds 1–${seeds.length}), goal: every interval ≥ 90 %`);
  console.log(`adaptive  trials per learner: mean ${r.meanAdaptive.toFixed(0)}  (${r.adaptive.join(' ')})`);
  console.log(`uniform   trials per learner: mean ${r.meanUniform.toFixed(0)}  (${r.uniform.join(' ')})`);
  console.log(`adaptive needs ${(r.saving * 100).toFixed(1)} % fewer answers`);
  if (r.saving < 0.25) process.exitCode = 1;
}
