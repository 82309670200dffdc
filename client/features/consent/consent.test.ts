import { describe, expect, it } from 'vitest';
import { analyticsAllowed, parseConsent } from './consent';

describe('cookie consent', () => {
  it('reads the stored choice, the legacy true/false too', () => {
    expect(parseConsent('accepted')).toBe('accepted');
    expect(parseConsent('true')).toBe('accepted');
    expect(parseConsent('declined')).toBe('declined');
    expect(parseConsent('false')).toBe('declined');
  });

  it('anything else is no choice yet', () => {
    expect(parseConsent(null)).toBeNull();
    expect(parseConsent('')).toBeNull();
    expect(parseConsent('maybe')).toBeNull();
  });

  it('analytics need acceptance and a configured script', () => {
    expect(analyticsAllowed('accepted', 'https://stats.example/a.js')).toBe(true);
    expect(analyticsAllowed('declined', 'https://stats.example/a.js')).toBe(false);
    expect(analyticsAllowed(null, 'https://stats.example/a.js')).toBe(false);
    expect(analyticsAllowed('accepted', null)).toBe(false);
  });
});
