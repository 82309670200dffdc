import { describe, expect, it } from 'vitest';
import { achievementOf } from './achievementOf';

describe('achievementOf', () => {
  it('reads a pushed achievement, with its Swedish texts when written', () => {
    expect(
      achievementOf({ Id: 1, title: 'First steps', description: 'Hi', required_xp: 5, CourseId: null }),
    ).toEqual({
      Id: 1,
      title: 'First steps',
      description: 'Hi',
      title_sv: null,
      description_sv: null,
      required_xp: 5,
      CourseId: null,
    });
    expect(
      achievementOf({ Id: 1, title: 'First steps', title_sv: 'Första stegen', required_xp: 5 }),
    ).toMatchObject({
      title_sv: 'Första stegen',
    });
  });

  it('refuses a payload without id, title or threshold', () => {
    expect(achievementOf({ title: 'First steps', required_xp: 5 })).toBeNull();
    expect(achievementOf({ Id: 1, required_xp: 5 })).toBeNull();
    expect(achievementOf({ Id: 1, title: 'x', required_xp: '5' })).toBeNull();
  });
});
