import { describe, expect, it } from 'vitest';
import { groupByCategory } from './freeLessons';
import type { FreeLesson } from './publicSiteApi';

function lesson(id: number, category: string): FreeLesson {
  return {
    CoursePartId: id,
    CourseId: 1,
    CourseName: 'Course',
    Name: `Lesson ${id}`,
    Category: category,
    VideoLength: 4,
  };
}

describe('free lessons by category', () => {
  const lessons = [lesson(1, 'Basics'), lesson(2, 'Rhythm'), lesson(3, 'Basics')];

  it('groups in order of first appearance', () => {
    expect(groupByCategory(lessons).map((g) => [g.category, g.lessons.map((l) => l.CoursePartId)])).toEqual([
      ['Basics', [1, 3]],
      ['Rhythm', [2]],
    ]);
  });

  it('keeps only the category in the address, whatever its case', () => {
    expect(groupByCategory(lessons, 'rhythm').map((g) => g.category)).toEqual(['Rhythm']);
    expect(groupByCategory(lessons, 'Chords')).toEqual([]);
  });
});
