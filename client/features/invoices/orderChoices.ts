// What a buyer may choose when ordering a paid product: the currencies it has a price in, and
// which of them to offer first (kronor for Swedish readers, euros for the rest).
import type { CatalogueProduct } from '../../../shared/calls/products';
import { CURRENCIES, type Currency } from '../../../shared/vat';

export function priceIn(
  product: Pick<CatalogueProduct, 'PriceEur' | 'PriceSek'>,
  currency: Currency,
): number {
  return currency === 'SEK' ? product.PriceSek : product.PriceEur;
}

export function orderCurrencies(product: Pick<CatalogueProduct, 'PriceEur' | 'PriceSek'>): Currency[] {
  return CURRENCIES.filter((currency) => priceIn(product, currency) > 0);
}

export function defaultCurrency(
  product: Pick<CatalogueProduct, 'PriceEur' | 'PriceSek'>,
  language: string,
): Currency | null {
  const offered = orderCurrencies(product);
  const preferred: Currency = language.startsWith('sv') ? 'SEK' : 'EUR';
  return offered.includes(preferred) ? preferred : (offered[0] ?? null);
}
