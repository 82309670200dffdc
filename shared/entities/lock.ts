// Edit locks of courses and parts (SPEC §7 course_lock.php): the holder and the held lock, shared
// by the lock calls, course:watch's answer and lock:changed.
import { z } from '../zod';

export { WHOLE_COURSE } from './lockScope';

/** Who holds a lock, as lockCourse/closeCourse answer it (legacy field names). */
export const lockHolderSchema = z.object({
  RelatedUserId: z.number().int().nullable().describe('The holder; null when nobody holds it.'),
  Username: z.string().nullable().describe('The holder’s username; null when nobody holds it.'),
});
export type LockHolder = z.infer<typeof lockHolderSchema>;

/** The holder of a lock as the realtime side names it. */
export const lockHolderRefSchema = z.object({
  UserId: z.number().int().describe('The holder.'),
  Username: z.string().describe('The holder’s username.'),
});

export const courseLockSchema = z.object({
  CourseId: z.number().int().describe('The course.'),
  CoursePartId: z
    .number()
    .int()
    .min(0)
    .describe('The part; 0: the whole course (as the lock calls name it).'),
  Holder: lockHolderRefSchema.describe('Who holds it.'),
  LastActivityAt: z.string().describe('The holder’s last editing activity (ISO time).'),
});
export type CourseLock = z.infer<typeof courseLockSchema>;
