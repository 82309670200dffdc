import { describe, expect, it } from 'vitest';
import { countryName, countryOptions, defaultCountry } from './countries';

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

  it('default to Sweden in Swedish, else to the browser language region', () => {
    expect(defaultCountry('sv', ['en-US'])).toBe('SE');
    expect(defaultCountry('en', ['en-GB', 'de-DE'])).toBe('GB');
    expect(defaultCountry('en', ['en', 'fr-FR'])).toBe('FR');
    expect(defaultCountry('en', ['en', 'not a tag'])).toBeNull();
  });
});
