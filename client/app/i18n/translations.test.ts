// Every UI text exists in both languages, and every error id of shared/errors.ts is translated.
import { describe, expect, it } from 'vitest';
import { ERRORS } from '../../../shared/errors';
import en from './en.json';
import sv from './sv.json';

function keysOf(tree: object, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null ? keysOf(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

describe('translations', () => {
  it('has the same keys in English and Swedish', () => {
    expect(keysOf(sv).sort()).toEqual(keysOf(en).sort());
  });

  it('translates every error code in both languages', () => {
    for (const code of Object.keys(ERRORS)) {
      expect(en.errors, code).toHaveProperty(code);
      expect(sv.errors, code).toHaveProperty(code);
    }
  });

  it('keeps the spec texts word for word', () => {
    expect(en.auth.invalidInput).toBe('Please provide a valid email and password before you try to log in!');
    expect(en.guard.noAccess).toBe('No access to this page');
    expect(en.auth.signedOut).toBe('You signed out!');
    expect(sv.auth.signedOut).toBe('Du har loggat ut!');
    expect(en.auth.signOutServerError).toBe('Error loading data from backend, please try again later.');
    expect(en.auth.signOutNetworkError).toBe('Error during logout, please try again.');
  });
});
