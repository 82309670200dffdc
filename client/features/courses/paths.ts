// Where the course pages live (SPEC §2) and where a Back or Forward target leads.
import type { NavTarget } from './rules';

export const coursePath = (courseId: number): string => `/course/${courseId}`;
/** The course home, asked to go on at once to where the person left off (CourseHomePage). */
export const resumePath = (courseId: number): string => `/course/${courseId}?resume`;
export const partPath = (courseId: number, partId: number): string => `/course/${courseId}/post/${partId}`;

/** The page a navigation target opens, or null when there is none. */
export function targetPath(courseId: number, target: NavTarget): string | null {
  switch (target.kind) {
    case 'home':
      return coursePath(courseId);
    case 'post':
      return partPath(courseId, target.id);
    case 'none':
      return null;
  }
}
