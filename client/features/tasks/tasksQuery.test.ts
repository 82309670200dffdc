import { describe, expect, it } from 'vitest';
import { tasksQuery } from './tasksQuery';

const base = { type: null, course: null, page: 1, limit: 25 };

describe('the task queue query', () => {
  it('asks for the whole trash whatever the status filter', () => {
    expect(tasksQuery({ ...base, condition: 'open', trash: true })).toEqual({
      Condition: 'all',
      isTrash: true,
      page: 1,
      limit: 25,
    });
  });

  it('keeps the status filter outside the trash, with type and course', () => {
    expect(tasksQuery({ ...base, condition: 'done', trash: false, type: '3', course: '7' })).toEqual({
      Condition: 'done',
      isTrash: false,
      TaskType: 3,
      CourseId: 7,
      page: 1,
      limit: 25,
    });
  });
});
