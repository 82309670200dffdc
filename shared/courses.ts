// Course structure and navigation rules (SPEC §3, §4), shared by server and client.
import { z } from 'zod';

export const POST_TYPE = { plain: 1, task: 2, school: 3, milestone: 4 } as const;
export type PostType = (typeof POST_TYPE)[keyof typeof POST_TYPE];

/** Course home is the current part id -1 (SPEC §4). */
export const COURSE_HOME = -1;

export const COURSE_ACTIVITY = ['not_started', 'active', 'completed'] as const;
export type CourseActivity = (typeof COURSE_ACTIVITY)[number];

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

/** One stop on the way through a course: a part or a post inside one. */
export interface NavStop {
  id: number;
  name: string;
}

/**
 * The ordered stops of a course: each published part, then the published Post blocks inside it.
 * Parts and posts a student may not see are not in the course data, so they are never stops.
 */
export function courseStops(
  parts: readonly Pick<CoursePart, 'Id' | 'Name' | 'Published' | 'Blocks'>[],
): NavStop[] {
  const stops: NavStop[] = [];
  for (const part of parts) {
    if (part.Published !== 1) continue;
    stops.push({ id: part.Id, name: part.Name });
    for (const block of part.Blocks) {
      if (block.BlockType === 'Post' && block.Published === 1)
        stops.push({ id: block.PostId, name: block.PostName });
    }
  }
  return stops;
}

export type NavTarget =
  | { kind: 'home' }
  | { kind: 'post'; id: number }
  | { kind: 'none'; reason: 'No previous page!' | 'End of course...' };

/**
 * Back and Forward from the current part (SPEC §4): from home, next is the first part; back from
 * the first part is course home (the previous target equals the course id); nothing before home
 * and nothing after the last part.
 */
export function courseNavigation(
  courseId: number,
  stops: readonly NavStop[],
  currentId: number,
): { back: NavTarget; forward: NavTarget } {
  const none = (reason: 'No previous page!' | 'End of course...'): NavTarget => ({ kind: 'none', reason });
  // The way through a course starts at its home, whose id is the course id.
  const way = [courseId, ...stops.map((s) => s.id)];
  const index = currentId === COURSE_HOME ? 0 : stops.findIndex((s) => s.id === currentId) + 1;
  if (index === 0 && currentId !== COURSE_HOME)
    return {
      back: { kind: 'home' },
      forward: stops[0] ? { kind: 'post', id: stops[0].id } : none('End of course...'),
    };
  const previous = index > 0 ? way[index - 1] : undefined;
  const next = way[index + 1];
  return {
    back:
      previous === undefined
        ? none('No previous page!')
        : previous === courseId && index === 1
          ? { kind: 'home' }
          : { kind: 'post', id: previous },
    forward: next === undefined ? none('End of course...') : { kind: 'post', id: next },
  };
}

/** Not started, active or completed, from the progress percent. */
export function courseActivity(progressPercent: number): CourseActivity {
  if (progressPercent <= 0) return 'not_started';
  return progressPercent >= 100 ? 'completed' : 'active';
}
