// VAT for the school's sales (docs/decisions.md "Invoices and VAT"). The school is established in
// Sweden; what an invoice line carries depends on the customer's country and kind:
// - Sweden: Swedish VAT (domestic);
// - another EU member state, a business with a VAT number: no VAT, the buyer accounts for it
//   (reverse charge);
// - another EU member state, a consumer (or a business without a VAT number): that state's rate,
//   declared through the One-Stop Shop (OSS);
// - outside the EU: no VAT (export).
// Free of zod, so the client shows the same treatment and rates before an invoice is saved.

export const SELLER_COUNTRY = 'SE';

export const CURRENCIES = ['EUR', 'SEK'] as const;
export type Currency = (typeof CURRENCIES)[number];

export const VAT_TREATMENTS = ['domestic', 'reverse_charge', 'eu_consumer', 'export'] as const;
export type VatTreatment = (typeof VAT_TREATMENTS)[number];

export type VatClass = 'standard' | 'reduced' | 'exempt';

/**
 * Each EU member state's standard and reduced rate (the one for e-books and education material),
 * in basis points (2500 = 25 %), as published by the European Commission for 2026. Greece is GR
 * as a country and EL in its VAT numbers.
 */
export const EU_VAT_RATES: Readonly<Record<string, { standard: number; reduced: number }>> = {
  AT: { standard: 2000, reduced: 1000 },
  BE: { standard: 2100, reduced: 600 },
  BG: { standard: 2000, reduced: 900 },
  CY: { standard: 1900, reduced: 500 },
  CZ: { standard: 2100, reduced: 1200 },
  DE: { standard: 1900, reduced: 700 },
  DK: { standard: 2500, reduced: 2500 },
  EE: { standard: 2400, reduced: 900 },
  ES: { standard: 2100, reduced: 400 },
  FI: { standard: 2550, reduced: 1000 },
  FR: { standard: 2000, reduced: 550 },
  GR: { standard: 2400, reduced: 600 },
  HR: { standard: 2500, reduced: 500 },
  HU: { standard: 2700, reduced: 500 },
  IE: { standard: 2300, reduced: 900 },
  IT: { standard: 2200, reduced: 400 },
  LT: { standard: 2100, reduced: 900 },
  LU: { standard: 1700, reduced: 300 },
  LV: { standard: 2100, reduced: 1200 },
  MT: { standard: 1800, reduced: 500 },
  NL: { standard: 2100, reduced: 900 },
  PL: { standard: 2300, reduced: 500 },
  PT: { standard: 2300, reduced: 600 },
  RO: { standard: 2100, reduced: 1100 },
  SE: { standard: 2500, reduced: 600 },
  SI: { standard: 2200, reduced: 500 },
  SK: { standard: 2300, reduced: 500 },
};

export function isEuCountry(country: string): boolean {
  return Object.hasOwn(EU_VAT_RATES, country);
}

/** The shape of each member state's VAT number (VIES), after its prefix; spaces, dots and dashes removed. */
const EU_VAT_NUMBER: Readonly<Record<string, RegExp>> = {
  AT: /^ATU\d{8}$/,
  BE: /^BE[01]\d{9}$/,
  BG: /^BG\d{9,10}$/,
  CY: /^CY\d{8}[A-Z]$/,
  CZ: /^CZ\d{8,10}$/,
  DE: /^DE\d{9}$/,
  DK: /^DK\d{8}$/,
  EE: /^EE\d{9}$/,
  ES: /^ES[A-Z0-9]\d{7}[A-Z0-9]$/,
  FI: /^FI\d{8}$/,
  FR: /^FR[A-HJ-NP-Z0-9]{2}\d{9}$/,
  GR: /^EL\d{9}$/,
  HR: /^HR\d{11}$/,
  HU: /^HU\d{8}$/,
  IE: /^IE(\d{7}[A-W][A-I]?|\d[A-Z+*]\d{5}[A-W])$/,
  IT: /^IT\d{11}$/,
  LT: /^LT(\d{9}|\d{12})$/,
  LU: /^LU\d{8}$/,
  LV: /^LV\d{11}$/,
  MT: /^MT\d{8}$/,
  NL: /^NL\d{9}B\d{2}$/,
  PL: /^PL\d{10}$/,
  PT: /^PT\d{9}$/,
  RO: /^RO\d{2,10}$/,
  SE: /^SE\d{10}01$/,
  SI: /^SI\d{8}$/,
  SK: /^SK\d{10}$/,
};

/** Outside the EU a VAT or tax number has no shape we know: letters, digits, dashes. */
const OTHER_TAX_NUMBER = /^[A-Z0-9][A-Z0-9-]{3,29}$/;

/** A VAT number as it is stored: upper case, without spaces, dots or dashes. */
export function normaliseVatNumber(raw: string): string {
  return raw.toUpperCase().replace(/[\s.]/g, '').replace(/-/g, '');
}

/** Whether a (normalised) VAT number has the shape its country's numbers have. */
export function vatNumberFits(country: string, vatNumber: string): boolean {
  const shape = EU_VAT_NUMBER[country];
  return shape ? shape.test(vatNumber) : OTHER_TAX_NUMBER.test(vatNumber);
}

export interface VatCustomer {
  Country: string;
  Kind: 'company' | 'person';
  VatNumber: string | null;
}

export function vatTreatmentOf(customer: VatCustomer): VatTreatment {
  if (customer.Country === SELLER_COUNTRY) return 'domestic';
  if (!isEuCountry(customer.Country)) return 'export';
  if (customer.Kind === 'company' && customer.VatNumber) return 'reverse_charge';
  return 'eu_consumer';
}

/** The rate, in basis points, of a line of this VAT class under this treatment. */
export function vatRateOf(treatment: VatTreatment, country: string, vatClass: VatClass): number {
  if (vatClass === 'exempt' || treatment === 'reverse_charge' || treatment === 'export') return 0;
  const rates = EU_VAT_RATES[treatment === 'domestic' ? SELLER_COUNTRY : country];
  if (!rates) return 0;
  return vatClass === 'reduced' ? rates.reduced : rates.standard;
}

/** VAT on a net amount in minor units, rounded half away from zero to a whole minor unit. */
export function vatOf(netMinor: number, rateBasisPoints: number): number {
  // Whole numbers throughout (amounts stay far below 2^53): no binary fractions to round.
  const vat = Math.floor((Math.abs(netMinor) * rateBasisPoints + 5_000) / 10_000);
  return netMinor < 0 ? -vat : vat;
}

/** A rate in basis points as people write it: 2550 → "25.5". */
export function ratePercent(rateBasisPoints: number): string {
  return String(rateBasisPoints / 100);
}

/** What a shown price says about VAT: included (a consumer's), excluded (a business's), none due. */
export const PRICE_VAT = ['incl', 'excl', 'none'] as const;
export type PriceVat = (typeof PRICE_VAT)[number];

/**
 * A net price as a buyer is shown it. A consumer sees what a one-line invoice for it totals: the
 * net plus the VAT of their country, by the invoice's own rounding (vatOf), so the two are equal
 * to the öre or cent. A business sees the net price, VAT (if any) added on the invoice.
 */
export function shownPrice(
  netMinor: number,
  buyer: VatCustomer,
  vatClass: VatClass,
): { Minor: number; Vat: PriceVat } {
  if (buyer.Kind === 'company') return { Minor: netMinor, Vat: 'excl' };
  const rate = vatRateOf(vatTreatmentOf(buyer), buyer.Country, vatClass);
  if (rate === 0) return { Minor: netMinor, Vat: 'none' };
  return { Minor: netMinor + vatOf(netMinor, rate), Vat: 'incl' };
}
