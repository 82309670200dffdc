// The public site's calls (docs/decisions.md): coaching-session requests, the teams contact
// form, free lessons, ear-training rounds and downloadable resources.
import { z } from '../zod';
import * as address from './addresses/publicSite';
import { contentBlockSchema } from './courses';
import { defineCall } from './define';

const name = z.string().trim().min(1).max(120);
const email = z.string().trim().toLowerCase().max(254).pipe(z.email());
const message = z.string().trim().max(5000);

export const requestCoachingSession = defineCall({
  ...address.requestCoachingSession,
  summary: 'A request for a coaching session (name, email, preferred time): becomes a task for the coaches.',
  input: z.object({
    Name: name,
    Email: email,
    PreferredTime: z.iso.datetime().optional(),
    Message: message.default(''),
  }),
  output: z.object({ data: z.object({ Id: z.number().int() }) }),
});

export const sendContact = defineCall({
  ...address.sendContact,
  summary: 'The teams landing page contact form: becomes a task for staff.',
  input: z.object({
    Name: name,
    Email: email,
    Company: z.string().trim().max(200).default(''),
    Message: message.min(1),
  }),
  output: z.object({ data: z.object({ Id: z.number().int() }) }),
});

export const freeLessonSchema = z.object({
  CoursePartId: z.number().int(),
  CourseId: z.number().int(),
  CourseName: z.string(),
  Name: z.string(),
  Category: z.string(),
  VideoLength: z.number().int(),
});

export const getFreeLessons = defineCall({
  ...address.getFreeLessons,
  summary: 'Published parts marked Free, by category; open to everyone.',
  input: z.object({ Category: z.string().trim().max(100).optional() }),
  output: z.object({ data: z.array(freeLessonSchema), categories: z.array(z.string()) }),
});

export const getFreeLesson = defineCall({
  ...address.getFreeLesson,
  summary: 'One free lesson with its text and video blocks.',
  input: z.object({ CoursePartId: z.coerce.number().int() }),
  output: z.object({ data: freeLessonSchema.extend({ ContentBlocks: z.array(contentBlockSchema) }) }),
});

export const EAR_TRAINING_EXERCISES = ['KeyboardIntervals_1', 'NameTheInterval'] as const;

export const completeEarTrainingRound = defineCall({
  ...address.completeEarTrainingRound,
  summary: 'A finished ear-training round: 1 XP per right answer (at most 10), once per RoundId.',
  input: z.object({
    Exercise: z.enum(EAR_TRAINING_EXERCISES),
    RoundId: z
      .string()
      .min(8)
      .max(64)
      .regex(/^[\w-]+$/),
    Correct: z.coerce.number().int().min(0).max(100),
    Total: z.coerce.number().int().min(1).max(100),
  }),
  output: z.object({ data: z.object({ TotalXp: z.number().int(), Awarded: z.number().int() }) }),
});

export const resourceSchema = z.object({
  Id: z.number().int(),
  Title: z.string(),
  Description: z.string(),
  Url: z.string(),
  CreatedAt: z.string(),
});
export type Resource = z.infer<typeof resourceSchema>;

export const getResources = defineCall({
  ...address.getResources,
  summary: 'Downloadable material for signed-in users.',
  input: z.object({}),
  output: z.object({ data: z.array(resourceSchema) }),
});

export const saveResource = defineCall({
  ...address.saveResource,
  summary: 'Add or edit a resource; FileName is a file uploaded to the resources/ folder.',
  input: z.object({
    Id: z.coerce.number().int().optional(),
    Title: z.string().trim().min(1).max(200),
    Description: z.string().trim().max(2000).default(''),
    FileName: z.string().regex(/^[A-Za-z0-9_-]{16,64}\.[a-z0-9]{2,5}$/),
  }),
  output: z.object({ data: resourceSchema }),
});

export const removeResource = defineCall({
  ...address.removeResource,
  summary: 'Remove a resource.',
  input: z.object({ Id: z.coerce.number().int() }),
  output: z.object({ data: z.object({ Id: z.number().int() }) }),
});
