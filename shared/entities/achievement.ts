// An achievement (SPEC §3, §4): the shape the xp calls and achievement:earned share.
import { ACHIEVEMENT_ICONS } from '../rewards';
import { z } from '../zod';

export const achievementSchema = z.object({
  Id: z.number().int().describe('The achievement id.'),
  title: z.string().describe('The English title.'),
  description: z.string().describe('The English description.'),
  title_sv: z.string().nullable().describe('The Swedish title, when written; shown to people using Swedish.'),
  description_sv: z.string().nullable().describe('The Swedish description, when written.'),
  required_xp: z.number().int().describe('The total XP at which it is earned.'),
  Icon: z.enum(ACHIEVEMENT_ICONS).describe('Its picture, one of a fixed set.'),
  CourseId: z.number().int().nullable().describe('The course it belongs to; null: any course.'),
});
export type Achievement = z.infer<typeof achievementSchema>;
