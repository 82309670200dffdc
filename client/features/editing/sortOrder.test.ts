import { describe, expect, it } from 'vitest';
import type { Course } from '../../../shared/courses';
import { moveGroup, sameOrder, sortedItemsOf, sortGroupsOf, stepGroup } from './sortOrder';

type Part = Course['CourseParts'][number];

function part(Id: number, SortId: number, posts: number[] = []): Part {
  return {
    Id,
    Name: `Part ${Id}`,
    SortId,
    Published: 1,
    Blocks: posts.map((p) => ({
      Id: p,
      BlockType: 'Post',
      PostId: p,
      PostType: 1,
      Title: `Post ${p}`,
      PostName: `Post ${p}`,
      VideoLength: 0,
      VideoPlay: 0,
      MentorOnly: 0,
      Published: 0,
      Free: 0,
    })),
  } as unknown as Part;
}

const course = { CourseParts: [part(3, 30), part(1, 10, [11, 12]), part(2, 20)] };

describe('sort order', () => {
  it('lists the parts by SortId with their posts', () => {
    const groups = sortGroupsOf(course);
    expect(groups.map((g) => g.id)).toEqual([1, 2, 3]);
    expect(groups[0]?.posts.map((p) => p.id)).toEqual([11, 12]);
    expect(groups[0]?.posts[0]?.published).toBe(false);
  });

  it('moves a part with its posts to where it was dropped', () => {
    const moved = moveGroup(sortGroupsOf(course), 1, 3);
    expect(moved.map((g) => g.id)).toEqual([2, 3, 1]);
    expect(sortedItemsOf(moved)).toEqual([
      { Id: 2, ParentPartId: null },
      { Id: 3, ParentPartId: null },
      { Id: 1, ParentPartId: null },
      { Id: 11, ParentPartId: 1 },
      { Id: 12, ParentPartId: 1 },
    ]);
  });

  it('steps up and down, stopping at the ends', () => {
    const groups = sortGroupsOf(course);
    expect(stepGroup(groups, 2, -1).map((g) => g.id)).toEqual([2, 1, 3]);
    expect(stepGroup(groups, 1, -1).map((g) => g.id)).toEqual([1, 2, 3]);
    expect(stepGroup(groups, 3, 1).map((g) => g.id)).toEqual([1, 2, 3]);
  });

  it('leaves the order alone for unknown ids and tells whether the order changed', () => {
    const groups = sortGroupsOf(course);
    expect(sameOrder(moveGroup(groups, 99, 1), groups)).toBe(true);
    expect(sameOrder(stepGroup(groups, 3, -1), groups)).toBe(false);
  });
});
