// Which items a learner practises next (pure: their item memories and the time in, items out).
// The server draws every round with it, and scripts/earTrainingSim.ts measures it against
// uniformly random rounds (docs/performance.md "Ear training").
import { EAR_ITEMS, EAR_ROUND_SIZE, type EarExercise, type EarItem } from '../../../shared/earTraining';
import { type ItemMemory, isDue, recallOf } from './memory';

/** Below this predicted recall an item counts as weak: FSRS's default target retention. */
export const WEAK_RECALL = 0.9;

export interface RoundChoice {
  exercise: EarExercise;
  /** The learner's memory of the items they have answered (others are new). */
  memories: ReadonlyMap<EarItem, ItemMemory>;
  nowMs: number;
  /** Only the weakest and lapsed items ("practise my weak spots"). */
  weakSpots?: boolean;
  size?: number;
}

/**
 * A normal round: due items first (the least likely to be heard first), then weak ones (lowest
 * recall first), then new ones in the order of EAR_ITEMS, then the rest by recall. A missed item is
 * due again a minute later (FSRS's learning step), so it comes back every round until it is heard.
 * With `weakSpots`: the lapsed and weak items, lowest recall first, then the least recalled of the
 * rest; never a new item, so a learner with nothing answered gets an empty list.
 */
export function chooseRound(choice: RoundChoice): EarItem[] {
  const { memories, nowMs } = choice;
  const size = choice.size ?? EAR_ROUND_SIZE;
  const catalogue = EAR_ITEMS[choice.exercise];
  const recall = new Map<EarItem, number>();
  for (const item of catalogue) {
    const memory = memories.get(item);
    if (memory) recall.set(item, recallOf(memory, nowMs));
  }
  const seen = catalogue.filter((i) => recall.has(i));
  const byRecall = (a: EarItem, b: EarItem) => recall.get(a)! - recall.get(b)!;
  const weak = (i: EarItem) => recall.get(i)! < WEAK_RECALL;

  if (choice.weakSpots) {
    const lapsed = (i: EarItem) => memories.get(i)!.Lapses > 0 || weak(i);
    const first = seen.filter(lapsed).sort(byRecall);
    const rest = seen.filter((i) => !lapsed(i)).sort(byRecall);
    return [...first, ...rest].slice(0, size);
  }

  const due = seen.filter((i) => isDue(memories.get(i)!, nowMs)).sort(byRecall);
  const dueSet = new Set(due);
  const weakNotDue = seen.filter((i) => !dueSet.has(i) && weak(i)).sort(byRecall);
  const fresh = catalogue.filter((i) => !recall.has(i));
  const taken = new Set([...due, ...weakNotDue]);
  const strong = seen.filter((i) => !taken.has(i)).sort(byRecall);
  return [...due, ...weakNotDue, ...fresh, ...strong].slice(0, size);
}

/** A uniformly random round: `size` distinct items of the exercise (the simulator's baseline). */
export function uniformRound(exercise: EarExercise, random: () => number, size = EAR_ROUND_SIZE): EarItem[] {
  const pool = [...EAR_ITEMS[exercise]];
  for (let i = pool.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [pool[i], pool[j]] = [pool[j]!, pool[i]!];
  }
  return pool.slice(0, size);
}
