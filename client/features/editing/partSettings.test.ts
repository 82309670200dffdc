import { describe, expect, it } from 'vitest';
import { saveCoursePart } from '../../../shared/calls/editing';
import { fromLocalInput, partSettingsOf, savePartInputOf, toLocalInput } from './partSettings';

describe('part settings', () => {
  it('reads a part, 0/1 flags as switches', () => {
    expect(
      partSettingsOf({ Name: 'Intro', PostType: 4, Free: 1, MentorOnly: 0, Published: 0, PublishDate: null }),
    ).toEqual({
      Name: 'Intro',
      PostType: '4',
      Free: true,
      MentorOnly: false,
      Published: false,
      PublishDate: '',
    });
  });

  it('round-trips a publish date through the local input', () => {
    const iso = '2026-03-04T05:06:00.000Z';
    expect(fromLocalInput(toLocalInput(iso))).toBe(iso);
    expect(fromLocalInput('')).toBeNull();
    expect(toLocalInput('not a date')).toBe('');
  });

  it('becomes a save_course_part input the server accepts', () => {
    const input = savePartInputOf(3, 9, {
      Name: '  Renamed ',
      PostType: '2',
      Free: true,
      MentorOnly: true,
      Published: true,
      PublishDate: '2026-01-02T10:00',
    });
    expect(input).toMatchObject({
      CourseId: 3,
      CoursePartId: 9,
      Name: 'Renamed',
      PostType: 2,
      Published: true,
    });
    expect(saveCoursePart.input.safeParse(input).success).toBe(true);
    const undated = savePartInputOf(3, 9, {
      ...partSettingsOf({ Name: '', PostType: 1, Free: 0, MentorOnly: 0, Published: 1 }),
    });
    expect(undated).not.toHaveProperty('Name');
    expect(undated).not.toHaveProperty('PublishDate');
    expect(saveCoursePart.input.safeParse(undated).success).toBe(true);
  });
});
