// Ear training that adapts (docs/decisions.md "Ear training"): rounds chosen from the learner's
// memory of each item, answers that update it, and the states a mastery grid shows.

import {
  CHORD_QUALITIES,
  DIRECTIONS,
  EAR_EXERCISES,
  EAR_ROUND_SIZE,
  EAR_TREND_MAX_WEEKS,
  isEarItem,
} from '../earTraining';
import { earItemStateSchema } from '../entities';
import { z } from '../zod';
import * as address from './addresses/earTraining';
import { defineCall } from './define';

const item = z
  .string()
  .max(40)
  .refine(isEarItem, 'Not an ear-training item.')
  .describe('The item id, e.g. interval:m3:asc or chord:dim.');
const midi = z.number().int().min(0).max(127);

export const intervalPromptSchema = z.object({
  Kind: z.literal('interval'),
  Root: midi.describe('The first note heard (MIDI note number); for harmonic, the lower note.'),
  Semitones: z.number().int().min(1).max(12).describe('The interval’s size.'),
  Direction: z
    .enum(DIRECTIONS)
    .describe(
      'asc: the second note Semitones above Root; desc: below Root; harm: both at once, Root and above.',
    ),
});

export const chordPromptSchema = z.object({
  Kind: z.literal('chord'),
  Root: midi.describe('The chord’s root (MIDI note number).'),
  Quality: z.enum(CHORD_QUALITIES).describe('maj, min, dim or aug.'),
  Semitones: z.array(z.number().int().min(0).max(12)).describe('The notes to play, above Root, at once.'),
});

/** What the client needs to play one item. */
export const earPromptSchema = z.discriminatedUnion('Kind', [intervalPromptSchema, chordPromptSchema]);
export type EarPrompt = z.infer<typeof earPromptSchema>;

const exercise = z.enum(EAR_EXERCISES).describe('intervals or chords.');

export const getNextRound = defineCall({
  ...address.getNextRound,
  summary:
    'Draws the caller’s next round of ten items: due items first, then the weakest, then new ones (WeakSpots: the weakest and lapsed items only). The round is stored until it is answered.',
  input: z.object({
    Exercise: exercise,
    WeakSpots: z
      .boolean()
      .default(false)
      .describe('Draw only from the items the learner misses or is forgetting.'),
  }),
  output: z.object({
    data: z.object({
      RoundId: z.number().int(),
      Items: z.array(z.object({ Item: item, Prompt: earPromptSchema })).max(EAR_ROUND_SIZE),
    }),
  }),
});

export const saveAnswers = defineCall({
  ...address.saveAnswers,
  summary:
    'Answers a drawn round, once: each item’s memory is updated, 1 XP per right answer (at most 10) is awarded, and ear:states reaches the learner’s other devices. A round answered before is refused (EAR_ROUND_ANSWERED).',
  input: z.object({
    RoundId: z.number().int().positive(),
    Answers: z
      .array(
        z.object({
          Item: item,
          Correct: z.boolean(),
          Ms: z.number().int().min(0).max(600_000).describe('How long the answer took, in milliseconds.'),
        }),
      )
      .min(1)
      .max(EAR_ROUND_SIZE),
  }),
  output: z.object({
    data: z.object({
      Xp: z.number().int().describe('The XP this round paid.'),
      ItemStates: z.array(earItemStateSchema).describe('The answered items’ states now.'),
    }),
  }),
});

export const getItemStates = defineCall({
  ...address.getItemStates,
  summary: 'The caller’s memory of every item of an exercise, in the order a new learner meets them.',
  input: z.object({ Exercise: exercise }),
  output: z.object({ data: z.array(earItemStateSchema) }),
});

export const getTrend = defineCall({
  ...address.getTrend,
  summary:
    'The caller’s progress over the last weeks of an exercise, oldest first, the current week last: answers, right answers and the items mastered (recall ≥ 90 %) at each week’s end (the current week: now). Weeks are Monday to Sunday in the learner’s time zone (the habit loop’s).',
  input: z.object({
    Exercise: exercise,
    Weeks: z
      .number()
      .int()
      .min(1)
      .max(EAR_TREND_MAX_WEEKS)
      .default(12)
      .describe('How many weeks, this one included.'),
  }),
  output: z.object({
    data: z.array(
      z.object({
        Week: z.string().describe('The week’s Monday (YYYY-MM-DD, local).'),
        Answers: z.number().int().describe('Answers that week.'),
        Correct: z.number().int().describe('Right answers that week.'),
        Mastered: z
          .number()
          .int()
          .describe('Items with a predicted recall of 90 % or more at the week’s end.'),
      }),
    ),
  }),
});
