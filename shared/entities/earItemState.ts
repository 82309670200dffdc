// One learner's memory of one ear-training item: what get_item_states lists, save_answers answers
// and ear:states pushes.
import { z } from '../zod';

export const earItemStateSchema = z.object({
  Item: z.string().describe('The item id, e.g. interval:m3:asc or chord:dim.'),
  Recall: z
    .number()
    .min(0)
    .max(1)
    .describe('The predicted chance (0–1) of a right answer now (FSRS retrievability); 0: never answered.'),
  Due: z
    .string()
    .nullable()
    .describe('When the item is due for practice again (ISO time); null: never answered.'),
  Reps: z.number().int().describe('How many times it was answered.'),
  Lapses: z.number().int().describe('How many of those answers were wrong.'),
});
export type EarItemState = z.infer<typeof earItemStateSchema>;
