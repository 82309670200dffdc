import { describe, expect, it } from 'vitest';
import { formatLength, formatPrice } from './price';

describe('prices', () => {
  it('are euros in English and kronor in Swedish, from minor units', () => {
    expect(formatPrice({ PriceEur: 4900, PriceSek: 49900 }, 'en')).toBe('€49');
    expect(formatPrice({ PriceEur: 4950, PriceSek: 49900 }, 'en')).toBe('€49.50');
    expect(formatPrice({ PriceEur: 4900, PriceSek: 49900 }, 'sv')?.replace(/\s/g, ' ')).toBe('499 kr');
  });

  it('are none for a free product', () => {
    expect(formatPrice({ PriceEur: 0, PriceSek: 0 }, 'en')).toBeNull();
  });

  it('read lengths in hours and minutes', () => {
    expect(formatLength(3 * 3600 + 25 * 60 + 10)).toEqual({ hours: 3, minutes: 25 });
  });
});
