// Back and Forward from the part showing (SPEC §4), by the shared rules, as pages to open.
import { useMemo } from 'react';
import { targetPath } from './paths';
import { courseNavigation, courseStops, type NavTarget } from './rules';
import type { Course } from './types';

export interface NavStep {
  /** The page to open, or null when there is none. */
  to: string | null;
  /** Why there is none: the spec's 'No previous page!' or 'End of course...'. */
  reason: Extract<NavTarget, { kind: 'none' }>['reason'] | null;
}

function step(courseId: number, target: NavTarget): NavStep {
  return { to: targetPath(courseId, target), reason: target.kind === 'none' ? target.reason : null };
}

export function useCourseNavigation(course: Course, currentId: number): { back: NavStep; forward: NavStep } {
  return useMemo(() => {
    const { back, forward } = courseNavigation(course.Id, courseStops(course.CourseParts), currentId);
    return { back: step(course.Id, back), forward: step(course.Id, forward) };
  }, [course.Id, course.CourseParts, currentId]);
}
