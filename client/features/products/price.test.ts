import { describe, expect, it } from 'vitest';
import { formatLength, formatPrice, formatShownPrice } from './price';

describe('prices', () => {
  it('are euros in English and kronor in Swedish, from minor units', () => {
    expect(formatPrice({ PriceEur: 4900, PriceSek: 49900 }, 'en')).toBe('€49');
    expect(formatPrice({ PriceEur: 4950, PriceSek: 49900 }, 'en')).toBe('€49.50');
    expect(formatPrice({ PriceEur: 4900, PriceSek: 49900 }, 'sv')?.replace(/\s/g, ' ')).toBe('499 kr');
  });

  it('are shown as the buyer was priced, to the öre or cent', () => {
    const priced = {
      PriceEur: 4999,
      PriceSek: 49000,
      Price: { Country: 'SE', Vat: 'incl' as const, Eur: 6249, Sek: 61250 },
    };
    expect(formatShownPrice(priced, 'en')).toBe('€62.49');
    expect(formatShownPrice(priced, 'sv')?.replace(/\s/g, ' ')).toBe('612,50 kr');
    expect(formatShownPrice({ ...priced, PriceEur: 0, PriceSek: 0 }, 'sv')).toBeNull();
  });

  it('are none for a free product', () => {
    expect(formatPrice({ PriceEur: 0, PriceSek: 0 }, 'en')).toBeNull();
  });

  it('read lengths in hours and minutes', () => {
    expect(formatLength(3 * 3600 + 25 * 60 + 10)).toEqual({ hours: 3, minutes: 25 });
  });
});
