import { describe, expect, it } from 'vitest';
import { localTimeToIso, looksLikeEmail } from '../../components/requestForm/formRules';

describe('public form rules', () => {
  it('catches emails without an @ or a domain', () => {
    expect(looksLikeEmail('ada@tonic.test')).toBe(true);
    expect(looksLikeEmail(' ada@tonic.test ')).toBe(true);
    expect(looksLikeEmail('ada.tonic.test')).toBe(false);
    expect(looksLikeEmail('ada@tonic')).toBe(false);
  });

  it('turns a local date and time into an ISO instant', () => {
    expect(localTimeToIso('')).toBeUndefined();
    expect(localTimeToIso('not a time')).toBeUndefined();
    const iso = localTimeToIso('2030-05-01T14:30');
    expect(iso).toMatch(/^2030-05-01T\d\d:30:00\.000Z$/);
  });
});
