// The page-sort dialog's order (SPEC §2, §7 save_sorted_course_parts): a course's parts in order,
// each carrying the posts inside it. A part moves with its posts; the saved order lists every part
// and post, the posts with their part as ParentPartId, so nothing is lost or re-parented.
import type { Course } from '../../../shared/courses';

export interface SortEntry {
  id: number;
  name: string;
  published: boolean;
}

export interface SortGroup extends SortEntry {
  posts: SortEntry[];
}

export type SortedItem = { Id: number; ParentPartId: number | null };

export function sortGroupsOf(course: Pick<Course, 'CourseParts'>): SortGroup[] {
  return [...course.CourseParts]
    .sort((a, b) => a.SortId - b.SortId)
    .map((part) => ({
      id: part.Id,
      name: part.Name,
      published: part.Published === 1,
      posts: part.Blocks.map((block) => ({
        id: block.PostId,
        name: block.PostName || block.Title,
        published: block.Published === 1,
      })),
    }));
}

/** The group `activeId` moved to where `overId` is (dnd-kit's drop target); the same list if either is unknown. */
export function moveGroup(groups: readonly SortGroup[], activeId: number, overId: number): SortGroup[] {
  const from = groups.findIndex((g) => g.id === activeId);
  const to = groups.findIndex((g) => g.id === overId);
  if (from < 0 || to < 0 || from === to) return [...groups];
  const next = [...groups];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved as SortGroup);
  return next;
}

/** One step up (-1) or down (+1), for the buttons beside each entry. */
export function stepGroup(groups: readonly SortGroup[], id: number, step: -1 | 1): SortGroup[] {
  const from = groups.findIndex((g) => g.id === id);
  const target = groups[from + step];
  return from < 0 || !target ? [...groups] : moveGroup(groups, id, target.id);
}

export function sortedItemsOf(groups: readonly SortGroup[]): SortedItem[] {
  return groups.flatMap((group) => [
    { Id: group.id, ParentPartId: null },
    ...group.posts.map((post) => ({ Id: post.id, ParentPartId: group.id })),
  ]);
}

export function sameOrder(a: readonly SortGroup[], b: readonly SortGroup[]): boolean {
  return a.length === b.length && a.every((group, i) => group.id === b[i]?.id);
}
