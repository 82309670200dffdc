import { describe, expect, it } from 'vitest';
import { achievementOf } from './achievementOf';

describe('achievementOf', () => {
  it('reads a pushed achievement', () => {
    expect(
      achievementOf({ Id: 1, title: 'First steps', description: 'Hi', required_xp: 5, CourseId: null }),
    ).toEqual({ Id: 1, title: 'First steps', description: 'Hi', required_xp: 5, CourseId: null });
  });

  it('refuses a payload without id, title or threshold', () => {
    expect(achievementOf({ title: 'First steps', required_xp: 5 })).toBeNull();
    expect(achievementOf({ Id: 1, required_xp: 5 })).toBeNull();
    expect(achievementOf({ Id: 1, title: 'x', required_xp: '5' })).toBeNull();
  });
});
