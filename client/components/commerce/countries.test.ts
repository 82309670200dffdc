import { describe, expect, it } from 'vitest';
import { countryName, countryOptions } from './countries';

describe('countries', () => {
  it('are named in the UI language', () => {
    expect(countryName('DE', 'en')).toBe('Germany');
    expect(countryName('DE', 'sv')).toBe('Tyskland');
    expect(countryName('SE', 'sv')).toBe('Sverige');
  });

  it('are offered sorted by name', () => {
    const labels = countryOptions('sv').map((o) => o.label);
    expect(labels).toEqual([...labels].sort(new Intl.Collator('sv-SE').compare));
    expect(countryOptions('en')).toContainEqual({ value: 'FI', label: 'Finland' });
  });
});
