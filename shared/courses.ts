// Course shapes (SPEC §3); the rules over them are in ./courseRules (zod-free).
import { z } from './zod';

export * from './courseRules';

const flag = z.union([z.literal(0), z.literal(1)]);

/** A Post block: a post listed inside a part, and a stop on the course's way through. */
export const blockSchema = z.object({
  Id: z.number().int(),
  BlockType: z.literal('Post'),
  PostId: z.number().int(),
  PostType: z.number().int(),
  Title: z.string(),
  PostName: z.string(),
  VideoLength: z.number().int(),
  VideoPlay: flag,
  MentorOnly: flag,
  Published: flag,
  Free: flag,
});
export type Block = z.infer<typeof blockSchema>;

export const coursePartSchema = z.object({
  Id: z.number().int(),
  Name: z.string(),
  Blocks: z.array(blockSchema),
  Published: flag,
  PublishDate: z.string().nullable(),
  SortId: z.number().int(),
  VideoLength: z.number().int(),
  VideoPlay: flag,
  Free: flag,
  MentorOnly: flag,
  PostType: z.number().int(),
  ProgressCriteria: z.string(),
  MilestoneCompletedDate: z.string().nullable(),
  PostIcon: z.string().nullable(),
  active: flag,
  reward_id: z.number().int().nullable(),
});
export type CoursePart = z.infer<typeof coursePartSchema>;

export const courseSchema = z.object({
  Id: z.number().int(),
  Name: z.string(),
  Description: z.string(),
  Code: z.string(),
  Image: z.string().nullable(),
  Language: z.string(),
  CertificateTemplate: z.string().nullable(),
  CertificateExpires: z.boolean(),
  CertificateValidityMonths: z.number().int().nullable(),
  CourseProgressEvent: z.number().int(),
  progress_percent: z.number(),
  LockedByUserId: z.number().int().nullable(),
  LockedByUsername: z.string().nullable(),
  FooterMentorCopy: z.object({ UseCustomText: z.boolean(), Text: z.string() }),
  CourseParts: z.array(coursePartSchema),
});
export type Course = z.infer<typeof courseSchema>;
