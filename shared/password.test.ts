import { describe, expect, it } from 'vitest';
import { passwordProblem } from './password';

describe('password policy', () => {
  it('accepts 8 to 128 characters of any kind', () => {
    expect(passwordProblem('correct horse')).toBeNull();
    expect(passwordProblem('åäö€😀漢字ß')).toBeNull();
    expect(passwordProblem('abc1'.repeat(32))).toBeNull();
  });

  it('refuses short, long and common passwords, and the email itself', () => {
    expect(passwordProblem('short')).toBe('too_short');
    expect(passwordProblem('y'.repeat(129))).toBe('too_long');
    expect(passwordProblem('Password123')).toBe('too_common');
    expect(passwordProblem('aaaabbbb')).toBe('too_common');
    expect(passwordProblem('me@tonic.test', 'me@tonic.test')).toBe('too_common');
  });
});
