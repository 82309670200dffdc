// Free lessons grouped by category for /FreeLessons/:category?, in the server's order.
import type { FreeLesson } from './publicSiteApi';

export interface LessonGroup {
  category: string;
  lessons: FreeLesson[];
}

/** Groups in order of first appearance; with a category, only that one (case as in the address). */
export function groupByCategory(lessons: readonly FreeLesson[], only?: string): LessonGroup[] {
  const groups = new Map<string, FreeLesson[]>();
  for (const lesson of lessons) {
    if (only !== undefined && lesson.Category.toLowerCase() !== only.toLowerCase()) continue;
    const list = groups.get(lesson.Category) ?? [];
    list.push(lesson);
    groups.set(lesson.Category, list);
  }
  return [...groups].map(([category, list]) => ({ category, lessons: list }));
}
