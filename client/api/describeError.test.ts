import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import en from '../app/i18n/en.json';
import type { CallError } from './callError';
import { describeCallError } from './describeError';

const i18n = i18next.createInstance();
await i18n.init({ lng: 'en', resources: { en: { translation: en } }, interpolation: { escapeValue: false } });

const failure = (error_code: string, message: string, data?: unknown): CallError => ({
  kind: 'failure',
  httpStatus: 401,
  failure: { status: 'UNAUTHORIZED', error_code, message, ...(data === undefined ? {} : { data }) },
});

describe('error texts', () => {
  it('names the attempt on a wrong password', () => {
    const error = failure('LOGIN_WRONG_CREDENTIALS', 'Wrong', { attempt: 2, maxAttempts: 5 });
    expect(describeCallError(error, i18n.t, 'en')).toBe('Wrong email or password (attempt 2 of 5).');
  });

  it('gives a code cooldown in seconds, or in minutes and seconds', () => {
    expect(describeCallError(failure('REDEEM_COOLDOWN', 'Wait', { seconds: 42 }), i18n.t, 'en')).toBe(
      'Too many failed attempts. Please wait 42 seconds.',
    );
    expect(
      describeCallError(failure('REDEEM_TOO_MANY_ATTEMPTS', 'Wait', { seconds: 300 }), i18n.t, 'en'),
    ).toBe('Too many failed attempts. Please wait 5 minutes and 0 seconds.');
    expect(describeCallError(failure('REDEEM_COOLDOWN', 'Wait', { seconds: 61.2 }), i18n.t, 'en')).toBe(
      'Too many failed attempts. Please wait 1 minutes and 2 seconds.',
    );
  });

  it('says until when an account is locked', () => {
    const error = failure('LOGIN_TEMPORARILY_LOCKED', 'Locked', { lockedUntil: '2026-03-01T10:30:00Z' });
    expect(describeCallError(error, i18n.t, 'en')).toMatch(
      /^Your account is temporarily locked until .*2026/,
    );
  });

  it('translates known codes and falls back to the server text for unknown ones', () => {
    expect(describeCallError(failure('NO_TOKEN', 'x'), i18n.t, 'en')).toBe('No token');
    expect(describeCallError(failure('SOMETHING_NEW', 'Server says so.'), i18n.t, 'en')).toBe(
      'Server says so.',
    );
  });

  it('shows the size limit of the folder the file was for, as the server words it', () => {
    const text = 'File size too large, filesize limit 20MB!';
    expect(describeCallError(failure('FILE_TOO_LARGE', text), i18n.t, 'en')).toBe(text);
  });

  it('explains an unreachable server', () => {
    expect(describeCallError({ kind: 'network', message: 'Failed to fetch' }, i18n.t, 'en')).toBe(
      'Could not reach the server, please try again.',
    );
  });
});
