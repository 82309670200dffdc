// Editing courses: course_admin.php and course.php addFooterCoachText (SPEC §7), and the edit
// lock of course_lock.php (one editor per course or part). Every save needs the caller to hold
// the edit lock of the course or the part ("lock lost, reload").

import { type CourseLock, courseLockSchema, lockHolderSchema } from '../entities/lock';
import { MAX_POST_TYPE } from '../examStates';
import { parseVideoUrl, VIDEO_URL_MAX_LENGTH } from '../videoUrl';
import { z } from '../zod';
import * as address from './addresses/editing';
import { defineCall } from './define';

const id = z.coerce.number().int();
const flag = z.union([z.boolean(), z.literal(0), z.literal(1)]).transform((v) => v === true || v === 1);

export const adminCourseSchema = z.object({
  Id: z.number().int(),
  Name: z.string(),
  Description: z.string(),
  Code: z.string(),
  Image: z.string().nullable(),
  Language: z.string(),
  Site: z.enum(['academy', 'teams', 'both']),
  CertificateTemplate: z.string().nullable(),
  CertificateExpires: z.boolean(),
  CertificateValidityMonths: z.number().int().nullable(),
  CourseProgressEvent: z.number().int(),
  FooterMentorCopyUseCustomText: z.boolean(),
  FooterMentorCopyText: z.string(),
  Coaches: z.array(z.number().int()),
  LockedByUserId: z.number().int().nullable(),
  LockedByUsername: z.string().nullable(),
});
export type AdminCourse = z.infer<typeof adminCourseSchema>;

export const getCourses = defineCall({
  ...address.getCourses,
  summary: 'Every course with its settings, coaches and who is editing it.',
  input: z.object({}),
  output: z.object({ data: z.array(adminCourseSchema) }),
});

export const courseSettingsInput = z
  .object({
    Id: id.optional(),
    Name: z.string().trim().min(1).max(200),
    Description: z.string().max(5000).default(''),
    Code: z
      .string()
      .trim()
      .min(2)
      .max(32)
      .regex(/^[A-Za-z0-9-]+$/),
    Image: z.string().max(500).nullable().optional(),
    Language: z.enum(['en', 'sv']).default('en'),
    Site: z.enum(['academy', 'teams', 'both']).default('both'),
    CertificateTemplate: z.string().max(50).nullable().optional(),
    CertificateExpires: flag.default(false),
    CertificateValidityMonths: z.coerce.number().int().min(1).max(600).nullable().optional(),
    CourseProgressEvent: z.union([z.literal(1), z.literal(2)]).default(1),
    FooterMentorCopyUseCustomText: flag.default(false),
    FooterMentorCopyText: z.string().max(2000).default(''),
    Coaches: z.array(id).max(50).default([]),
  })
  .refine((c) => !c.CertificateExpires || (c.CertificateValidityMonths ?? 0) > 0, {
    path: ['CertificateValidityMonths'],
    message: 'Certificate validity period required when expiry is enabled.',
  });

export const saveCourse = defineCall({
  ...address.saveCourse,
  summary: 'Create a course (no Id) or save its settings (Id; needs the course lock).',
  input: courseSettingsInput,
  output: z.object({ data: adminCourseSchema }),
});

export const addCoursePart = defineCall({
  ...address.addCoursePart,
  summary: 'Add a part to a course (Id is the course id); needs the course lock.',
  input: z.object({
    Id: id,
    UserId: id.optional(),
    SortNr: z.coerce.number().int().optional(),
    PostType: z.coerce.number().int().min(1).max(MAX_POST_TYPE).default(1),
    Shareable: z.coerce.number().int().optional(),
    Free: flag.default(false),
    Name: z.string().trim().min(1).max(200).optional(),
    ParentPartId: id.nullable().optional(),
  }),
  output: z.object({
    data: z.object({
      Id: z.number().int(),
      Name: z.string(),
      Published: z.number().int(),
      PublishDate: z.string().nullable(),
    }),
  }),
});

export const saveCoursePart = defineCall({
  ...address.saveCoursePart,
  summary: 'Rename a part, set its post type, Free, MentorOnly, Published and PublishDate; needs the lock.',
  input: z.object({
    CourseId: id,
    CoursePartId: id,
    Name: z.string().trim().min(1).max(200).optional(),
    PostType: z.coerce.number().int().min(1).max(MAX_POST_TYPE).optional(),
    Free: flag.optional(),
    MentorOnly: flag.optional(),
    Published: flag.optional(),
    PublishDate: z.iso.datetime().nullable().optional(),
    VideoLength: z.coerce.number().int().min(0).max(86_400).optional(),
  }),
  output: z.object({ data: z.object({ Id: z.number().int() }) }),
});

export const blockInput = z.object({
  Id: id.optional(),
  BlockType: z.enum(['Text', 'Video']),
  Title: z.string().max(200).default(''),
  Content: z.string().max(200_000).default(''),
  // What the student view can play (shared/videoUrl.ts); the editor refuses the rest first.
  VideoUrl: z
    .string()
    .trim()
    .max(VIDEO_URL_MAX_LENGTH)
    .refine((url) => parseVideoUrl(url).ok, { message: 'Not a video address the player can play.' })
    .describe('A YouTube or Vimeo video, the https:// address of a video file, or a path of our own.')
    .nullable()
    .optional(),
  VideoLength: z.coerce.number().int().min(0).max(86_400).default(0),
  MentorOnly: flag.default(false),
  Published: flag.default(true),
});

export const savePartBlocks = defineCall({
  ...address.savePartBlocks,
  summary: 'Replace the text and video blocks of a part (HTML is sanitised); needs the lock.',
  input: z.object({ CourseId: id, CoursePartId: id, Blocks: z.array(blockInput).max(200) }),
  output: z.object({ data: z.object({ Id: z.number().int(), Blocks: z.number().int() }) }),
});

export const saveSortedCourseParts = defineCall({
  ...address.saveSortedCourseParts,
  summary:
    'Save the order of a course’s parts (SortedItems: part ids in order, or {Id, ParentPartId}); needs the lock.',
  input: z.object({
    CourseId: id,
    SortedItems: z
      .array(z.union([id, z.object({ Id: id, ParentPartId: id.nullable().optional() })]))
      .min(1)
      .max(1000),
  }),
  output: z.object({ data: z.object({ CourseId: z.number().int(), Count: z.number().int() }) }),
});

export const removeCoursePart = defineCall({
  ...address.removeCoursePart,
  summary: 'Remove a part and the posts inside it; needs the course lock.',
  input: z.object({ CourseId: id, CoursePartId: id }),
  output: z.object({ data: z.object({ Id: z.number().int() }) }),
});

export const addFooterCoachText = defineCall({
  ...address.addFooterCoachText,
  summary:
    'Write the standard coach footer for a course naming the coach (UserId) and turn it on; needs the lock.',
  input: z.object({ CourseId: id, UserId: id }),
  output: z.object({ data: z.object({ UseCustomText: z.boolean(), Text: z.string() }) }),
});

const lockTarget = z.object({
  CourseId: z.coerce.number().int(),
  /** 0 or absent: the whole course. */
  CoursePartId: z.coerce.number().int().min(0).optional().nullable(),
});

export const lockCourse = defineCall({
  ...address.lockCourse,
  summary:
    'Take the edit lock of a course or part. CONFLICT with the holder in data when someone else holds it (or the course, for a part).',
  input: lockTarget,
  output: z.object({ data: lockHolderSchema }),
});

export const closeCourse = defineCall({
  ...address.closeCourse,
  summary: 'Release your edit lock of a course or part.',
  input: lockTarget,
  output: z.object({ data: lockHolderSchema }),
});

export { type CourseLock, courseLockSchema, lockHolderSchema };
