// The course rules (SPEC §4): post types, the way through a course, Back and Forward, activity.
// Free of zod, so client pages can use them without the schema library.
// 1-4 are the spec's (SPEC §3); 5 is a part that is an exam (docs/decisions.md "Exam parts").
export const POST_TYPE = { plain: 1, task: 2, school: 3, milestone: 4, exam: 5 } as const;
export type PostType = (typeof POST_TYPE)[keyof typeof POST_TYPE];

/** Course home is the current part id -1 (SPEC §4). */
export const COURSE_HOME = -1;

export const COURSE_ACTIVITY = ['not_started', 'active', 'completed'] as const;
export type CourseActivity = (typeof COURSE_ACTIVITY)[number];

/** One stop on the way through a course: a part or a post inside one. */
export interface NavStop {
  id: number;
  name: string;
}

/**
 * What the way through a course reads of a part and its Post blocks: a part of ./courses fits it
 * (written out here, as that file re-exports this one).
 */
export interface WayPart {
  Id: number;
  Name: string;
  Published: 0 | 1;
  Blocks: readonly { BlockType: 'Post'; PostId: number; PostName: string; Published: 0 | 1 }[];
}

/**
 * The ordered stops of a course: each published part, then the published Post blocks inside it.
 * Parts and posts a student may not see are not in the course data, so they are never stops.
 */
export function courseStops(parts: readonly WayPart[]): NavStop[] {
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
