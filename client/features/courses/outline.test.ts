import { describe, expect, it } from 'vitest';
import { formatDuration, resumePoint, watchedIds } from './outline';
import { aCourse, aPart, aPost } from './testData';

describe('course outline', () => {
  const course = (watched: number[]) =>
    aCourse(1, [
      aPart(10, {
        VideoPlay: watched.includes(10) ? 1 : 0,
        Blocks: [aPost(11, { VideoPlay: watched.includes(11) ? 1 : 0 })],
      }),
      aPart(20, { VideoPlay: watched.includes(20) ? 1 : 0 }),
      aPart(30, { Published: 0 }),
    ]);

  it('collects watched parts and posts', () => {
    expect([...watchedIds(course([10, 11]))].sort()).toEqual([10, 11]);
  });

  it('starts at the first stop, continues at the first unwatched one, starts again when all are done', () => {
    expect(resumePoint(course([]))).toEqual({ stop: { id: 10, name: 'Part 10' }, kind: 'start' });
    expect(resumePoint(course([10]))).toEqual({ stop: { id: 11, name: 'Post 11' }, kind: 'continue' });
    expect(resumePoint(course([10, 20]))?.stop.id).toBe(11);
    expect(resumePoint(course([10, 11, 20]))).toEqual({
      stop: { id: 10, name: 'Part 10' },
      kind: 'startAgain',
    });
    expect(resumePoint(aCourse(2, []))).toBeNull();
  });

  it('formats video lengths', () => {
    expect(formatDuration(4)).toBe('0:04');
    expect(formatDuration(75)).toBe('1:15');
    expect(formatDuration(3723)).toBe('1:02:03');
  });
});
