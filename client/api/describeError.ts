// Turns a failed call into the text a person reads: the translation of its error_code
// (i18n key errors.<CODE>), else the server's own message (shared/errors.ts explains the split).
import type { TFunction } from 'i18next';
import en from '../app/i18n/en.json';
import { asCallError } from './callError';

type KnownErrorCode = keyof typeof en.errors;

function isKnownErrorCode(code: string): code is KnownErrorCode {
  return Object.hasOwn(en.errors, code);
}

function numberField(data: unknown, field: string): number | null {
  if (typeof data !== 'object' || data === null) return null;
  const value = (data as Record<string, unknown>)[field];
  return typeof value === 'number' ? value : null;
}

function formatTime(iso: string, lng: string): string {
  const time = new Date(iso);
  if (Number.isNaN(time.getTime())) return iso;
  return new Intl.DateTimeFormat(lng, { dateStyle: 'medium', timeStyle: 'short' }).format(time);
}

export function describeCallError(error: unknown, t: TFunction, lng: string): string {
  const failure = asCallError(error);
  if (failure.kind === 'network') return t('errors.NETWORK');
  const { error_code: code, message, data } = failure.failure;

  if (code === 'LOGIN_WRONG_CREDENTIALS') {
    const attempt = numberField(data, 'attempt');
    const maxAttempts = numberField(data, 'maxAttempts');
    if (attempt !== null && maxAttempts !== null) {
      return t('errors.LOGIN_WRONG_CREDENTIALS_ATTEMPT', { attempt, maxAttempts });
    }
  }
  if (code === 'LOGIN_TEMPORARILY_LOCKED' && typeof data === 'object' && data !== null) {
    const lockedUntil = (data as { lockedUntil?: unknown }).lockedUntil;
    if (typeof lockedUntil === 'string') {
      return t('errors.LOGIN_TEMPORARILY_LOCKED_UNTIL', { time: formatTime(lockedUntil, lng) });
    }
  }
  if (code === 'REDEEM_COOLDOWN' || code === 'REDEEM_TOO_MANY_ATTEMPTS') {
    const total = numberField(data, 'seconds');
    if (total !== null) {
      // SPEC §8: the cooldown in seconds, or in minutes and seconds.
      const seconds = Math.max(0, Math.ceil(total));
      return seconds < 60
        ? t('errors.REDEEM_COOLDOWN_SECONDS', { seconds })
        : t('errors.REDEEM_COOLDOWN_MINUTES', { minutes: Math.floor(seconds / 60), seconds: seconds % 60 });
    }
  }
  // The spec's own text, which names the folder's limit (20MB for course files, 2MB for photos).
  if (code === 'FILE_TOO_LARGE') return message;
  return isKnownErrorCode(code) ? t(`errors.${code}`) : message;
}
