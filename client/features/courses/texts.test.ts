// The spec's course texts, word for word, and the navigation reasons of the shared rules shown as
// the English UI says them.
import { describe, expect, it } from 'vitest';
import en from '../../base/i18n/courses.en.json';
import { courseNavigation } from './rules';

describe('course texts', () => {
  it('keeps the spec texts', () => {
    expect(en.courses.permissionDenied).toBe('Premission denied id:');
    expect(en.courses.errorCode).toBe('Error: {{code}}');
    expect(en.courses.resetConfirm).toBe(
      'Are you sure you want to reset course progression for episode: {{name}} ?',
    );
    expect([en.courses.yes, en.courses.no]).toEqual(['Yes', 'No']);
  });

  it('says the shared rules’ reasons as they are', () => {
    const { back, forward } = courseNavigation(1, [], -1);
    expect(back).toEqual({ kind: 'none', reason: en.courses.noPreviousPage });
    expect(forward).toEqual({ kind: 'none', reason: en.courses.endOfCourse });
  });
});
