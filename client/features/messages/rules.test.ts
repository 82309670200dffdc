import { describe, expect, it } from 'vitest';
import { initialsOf, isBlankHtml, isSystemMessage, SYSTEM_USER_ID } from './rules';

describe('message rules', () => {
  it('judge blank HTML: nothing visible is blank, text or media is not', () => {
    for (const html of [
      '',
      '<p><br></p>',
      '<p class="x"> &nbsp; </p>',
      '<p>\u200b</p>',
      '<ul><li></li></ul>',
    ]) {
      expect(isBlankHtml(html), html).toBe(true);
    }
    for (const html of ['<p>Hi</p>', '<p><img src="/a.png"></p>'])
      expect(isBlankHtml(html), html).toBe(false);
  });

  it('tells system messages and initials', () => {
    expect(isSystemMessage({ FromUserId: SYSTEM_USER_ID })).toBe(true);
    expect(isSystemMessage({ FromUserId: 4 })).toBe(false);
    expect(initialsOf({ FirstName: 'cole', LastName: 'Coach' })).toBe('CC');
    expect(initialsOf({ FirstName: '', LastName: '' })).toBe('?');
  });
});
