// The country prices are shown for, as the buyer chose it; kept in this browser so the catalogue,
// a product's page and the order agree. Unchosen (null), the server decides: the signed-in
// person's own country, else the school's (docs/decisions.md "Prices shown").
import { useCallback, useState } from 'react';
import { isCountryCode } from '../../../shared/countries';

const KEY = 'tonic.priceCountry';

function stored(): string | null {
  try {
    const value = localStorage.getItem(KEY);
    return value && isCountryCode(value) ? value : null;
  } catch {
    return null;
  }
}

export function usePriceCountry(): [string | null, (country: string) => void] {
  const [country, setCountry] = useState<string | null>(stored);
  const choose = useCallback((next: string) => {
    setCountry(next);
    try {
      localStorage.setItem(KEY, next);
    } catch {
      // Private mode: the choice lasts for this page only.
    }
  }, []);
  return [country, choose];
}
