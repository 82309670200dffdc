import { describe, expect, it } from 'vitest';
import { defaultCurrency, orderCurrencies } from './orderChoices';

describe('ordering', () => {
  it('offers only the currencies the product has a price in', () => {
    expect(orderCurrencies({ PriceEur: 4900, PriceSek: 49900 })).toEqual(['EUR', 'SEK']);
    expect(orderCurrencies({ PriceEur: 0, PriceSek: 49900 })).toEqual(['SEK']);
    expect(orderCurrencies({ PriceEur: 0, PriceSek: 0 })).toEqual([]);
  });

  it("starts with the reader's currency when the product has a price in it", () => {
    expect(defaultCurrency({ PriceEur: 4900, PriceSek: 49900 }, 'sv')).toBe('SEK');
    expect(defaultCurrency({ PriceEur: 4900, PriceSek: 49900 }, 'en')).toBe('EUR');
    expect(defaultCurrency({ PriceEur: 4900, PriceSek: 0 }, 'sv')).toBe('EUR');
    expect(defaultCurrency({ PriceEur: 0, PriceSek: 0 }, 'en')).toBeNull();
  });
});
