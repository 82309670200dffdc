// A product's price as a person reads it: euros in English, kronor in Swedish (SPEC §9), from
// minor units; 0 is free.
import type { CatalogueProduct } from '../../../shared/calls/products';

export function formatPrice(
  product: Pick<CatalogueProduct, 'PriceEur' | 'PriceSek'>,
  language: string,
): string | null {
  const swedish = language.startsWith('sv');
  const minor = swedish ? product.PriceSek : product.PriceEur;
  if (product.PriceEur === 0 && product.PriceSek === 0) return null;
  return new Intl.NumberFormat(swedish ? 'sv-SE' : 'en-IE', {
    style: 'currency',
    currency: swedish ? 'SEK' : 'EUR',
    minimumFractionDigits: minor % 100 === 0 ? 0 : 2,
  }).format(minor / 100);
}

/**
 * The price a buyer is shown (the server priced it for them: a consumer's with their country's
 * VAT, a business's without), so it is what their invoice will say; null when free.
 */
export function formatShownPrice(
  product: Pick<CatalogueProduct, 'PriceEur' | 'PriceSek' | 'Price'>,
  language: string,
): string | null {
  if (product.PriceEur === 0 && product.PriceSek === 0) return null;
  return formatPrice({ PriceEur: product.Price.Eur, PriceSek: product.Price.Sek }, language);
}

/** A length in seconds as hours and minutes. */
export function formatLength(seconds: number): { hours: number; minutes: number } {
  const minutes = Math.round(seconds / 60);
  return { hours: Math.floor(minutes / 60), minutes: minutes % 60 };
}
