import { describe, expect, it } from 'vitest';
import { COURSE_HOME, type CoursePart, courseActivity, courseNavigation, courseStops } from './courses';

type PartInput = Pick<CoursePart, 'Id' | 'Name' | 'Published' | 'Blocks'>;

function part(Id: number, children: number[] = [], Published: 0 | 1 = 1): PartInput {
  return {
    Id,
    Name: `Part ${Id}`,
    Published,
    Blocks: children.map((c) => ({
      Id: c,
      BlockType: 'Post' as const,
      PostId: c,
      PostType: 1,
      Title: `Post ${c}`,
      PostName: `Post ${c}`,
      VideoLength: 0,
      VideoPlay: 0 as const,
      MentorOnly: 0 as const,
      Published: 1 as const,
      Free: 0 as const,
    })),
  };
}

const COURSE = 7;
const stops = courseStops([part(10, [11, 12]), part(20), part(30, [], 0), part(40)]);

describe('course stops', () => {
  it('are the published parts in order, each followed by its Post blocks', () => {
    expect(stops.map((s) => s.id)).toEqual([10, 11, 12, 20, 40]);
  });

  it('leave out unpublished Post blocks', () => {
    const withDraft = part(50, [51]);
    withDraft.Blocks[0]!.Published = 0;
    expect(courseStops([withDraft]).map((s) => s.id)).toEqual([50]);
  });
});

describe('course navigation (SPEC §4)', () => {
  it('from course home (-1): nothing before, next is the first part', () => {
    expect(courseNavigation(COURSE, stops, COURSE_HOME)).toEqual({
      back: { kind: 'none', reason: 'No previous page!' },
      forward: { kind: 'post', id: 10 },
    });
  });

  it('from the first part: back is the course id, so course home', () => {
    expect(courseNavigation(COURSE, stops, 10)).toEqual({
      back: { kind: 'home' },
      forward: { kind: 'post', id: 11 },
    });
  });

  it('walks through Post blocks and on to the next part', () => {
    expect(courseNavigation(COURSE, stops, 12)).toEqual({
      back: { kind: 'post', id: 11 },
      forward: { kind: 'post', id: 20 },
    });
  });

  it('skips unpublished parts', () => {
    expect(courseNavigation(COURSE, stops, 20).forward).toEqual({ kind: 'post', id: 40 });
  });

  it('at the last part: forward is disabled with "End of course..."', () => {
    expect(courseNavigation(COURSE, stops, 40)).toEqual({
      back: { kind: 'post', id: 20 },
      forward: { kind: 'none', reason: 'End of course...' },
    });
  });

  it('a course without parts: home has neither back nor forward', () => {
    expect(courseNavigation(COURSE, [], COURSE_HOME)).toEqual({
      back: { kind: 'none', reason: 'No previous page!' },
      forward: { kind: 'none', reason: 'End of course...' },
    });
  });

  it('a part whose id equals the course id is still a part, not home', () => {
    const clash = courseStops([part(5), part(COURSE), part(9)]);
    expect(courseNavigation(COURSE, clash, COURSE)).toEqual({
      back: { kind: 'post', id: 5 },
      forward: { kind: 'post', id: 9 },
    });
  });

  it('an unknown current part falls back to home as the way back', () => {
    expect(courseNavigation(COURSE, stops, 999)).toEqual({
      back: { kind: 'home' },
      forward: { kind: 'post', id: 10 },
    });
  });
});

describe('course activity', () => {
  it('is not started at 0, completed at 100, active between', () => {
    expect(courseActivity(0)).toBe('not_started');
    expect(courseActivity(40)).toBe('active');
    expect(courseActivity(100)).toBe('completed');
  });
});
