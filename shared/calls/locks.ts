// course_lock.php (SPEC §7): one editor per course or part.
import { z } from 'zod';
import { type CourseLock, courseLockSchema, lockHolderSchema } from '../entities/lock';
import * as address from './addresses/locks';
import { defineCall } from './define';

const target = z.object({
  CourseId: z.coerce.number().int(),
  /** 0 or absent: the whole course. */
  CoursePartId: z.coerce.number().int().min(0).optional().nullable(),
});

export const lockCourse = defineCall({
  ...address.lockCourse,
  summary:
    'Take the edit lock of a course or part. CONFLICT with the holder in data when someone else holds it (or the course, for a part).',
  input: target,
  output: z.object({ data: lockHolderSchema }),
});

export const closeCourse = defineCall({
  ...address.closeCourse,
  summary: 'Release your edit lock of a course or part.',
  input: target,
  output: z.object({ data: lockHolderSchema }),
});

export { type CourseLock, courseLockSchema, lockHolderSchema };
