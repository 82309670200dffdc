// course.php, coach_manager.php, user_exam.php and course_progress.php (SPEC §7).

import { COURSE_ACTIVITY, courseSchema } from '../courses';
import { z } from '../zod';
import * as address from './addresses/courses';
import { defineCall } from './define';

const id = z.coerce.number().int();
/** A user id the legacy client sends; the server acts for the signed-in user unless staff. */
const actingUserId = z.coerce.number().int().optional();

export const progressResultSchema = z.object({
  progress_percent: z.number(),
  achievement: z.record(z.string(), z.unknown()).nullable(),
  certificate_generated: z.boolean(),
});

export const getCourse = defineCall({
  ...address.getCourse,
  summary:
    'A course with its ordered parts, their Post blocks and the user’s progress. Staff see unpublished and mentor-only parts; students do not.',
  input: z.object({ CourseId: id, UserId: actingUserId, UserType: z.coerce.number().int().optional() }),
  output: z.object({ data: z.array(courseSchema).length(1) }),
});

export const myCourseSchema = z.object({
  Id: z.number().int(),
  Name: z.string(),
  Description: z.string(),
  Image: z.string().nullable(),
  progress_percent: z.number(),
  activity: z.enum(COURSE_ACTIVITY),
});

export const getMyCourses = defineCall({
  ...address.getMyCourses,
  summary: 'The courses the user may open, with progress and activity (not started, active, completed).',
  input: z.object({}),
  output: z.object({ data: z.array(myCourseSchema) }),
});

export const contentBlockSchema = z.object({
  Id: z.number().int(),
  BlockType: z.enum(['Text', 'Video']),
  Title: z.string(),
  Content: z.string(),
  VideoUrl: z.string().nullable(),
  VideoLength: z.number().int(),
  SortId: z.number().int(),
  MentorOnly: z.union([z.literal(0), z.literal(1)]),
  Published: z.union([z.literal(0), z.literal(1)]),
});

export const getCoursePart = defineCall({
  ...address.getCoursePart,
  summary: 'One part (post) of a course with its text and video blocks and the user’s VideoPlay.',
  input: z.object({ CourseId: id, CoursePartId: id }),
  output: z.object({
    data: z.object({
      Id: z.number().int(),
      CourseId: z.number().int(),
      Name: z.string(),
      PostType: z.number().int(),
      VideoLength: z.number().int(),
      VideoPlay: z.union([z.literal(0), z.literal(1)]),
      MentorOnly: z.union([z.literal(0), z.literal(1)]),
      Published: z.union([z.literal(0), z.literal(1)]),
      Free: z.union([z.literal(0), z.literal(1)]),
      UserExamId: z.number().int().nullable(),
      ContentBlocks: z.array(contentBlockSchema),
    }),
  }),
});

export const coachSchema = z.object({
  UserId: z.number().int(),
  FirstName: z.string(),
  LastName: z.string(),
});

export const getCoaches = defineCall({
  ...address.getCoaches,
  summary: 'The coaches of a course, first one first.',
  input: z.object({ CourseId: id, PostType: z.string().optional(), UserId: actingUserId }),
  output: z.object({ data: z.array(coachSchema) }),
});

export const updateVideoPlay = defineCall({
  ...address.updateVideoPlay,
  summary:
    'Mark a part watched (VideoPlay 1) and recompute the course progress. Repeating it changes nothing.',
  input: z.object({ UserId: actingUserId, CourseId: id, CoursePartId: id }),
  output: z.object({
    addedProgress: z.boolean(),
    data: z.array(progressResultSchema).length(1),
    total_xp: z.number().int(),
  }),
});

export const resetEpisodeProgress = defineCall({
  ...address.resetEpisodeProgress,
  summary: 'Set a part back to not watched (VideoPlay 0) and recompute the course progress.',
  input: z.object({ UserId: actingUserId, CourseId: id, PostId: id }),
  output: z.object({
    data: z.object({ progress_percent: z.number() }),
    cp: z.object({ progress_percent: z.number() }),
  }),
});
