// Money as people read and type it. Amounts travel as integers in minor units (cents, öre); they
// are shown with Intl in the UI language and typed as decimals with a point or a comma.
import type { Currency } from '../../../shared/vat';

/** The formatting locale of a UI language: Swedish formats, else English with euro conventions. */
export function localeTag(language: string): string {
  return language.startsWith('sv') ? 'sv-SE' : 'en-IE';
}

const formats = new Map<string, Intl.NumberFormat>();

function formatOf(currency: Currency, language: string): Intl.NumberFormat {
  const key = `${currency}:${localeTag(language)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(localeTag(language), { style: 'currency', currency });
    formats.set(key, format);
  }
  return format;
}

/** 123450 EUR → "€1,234.50" in English, "1 234,50 €" in Swedish. */
export function formatMoney(minor: number, currency: Currency, language: string): string {
  return formatOf(currency, language).format(minor / 100);
}

const WHOLE = /^\d+$/;
const GROUPED = /^\d{1,3}(?:([ ,.'])\d{3})(?:\1\d{3})*$/;

/**
 * A typed amount in minor units, or null when it is not one: digits with at most two decimals
 * after a point or a comma, thousands optionally grouped by spaces, points, commas or
 * apostrophes ("1 234,50", "1,234.50", "1234.5"). Never negative.
 */
export function parseMoney(typed: string): number | null {
  const text = typed.trim().replace(/[\s\u00a0\u202f]/g, ' ');
  const decimal = /^(.*?)(?:[.,](\d{1,2}))?$/.exec(text);
  if (!decimal) return null;
  const [, wholePart = '', fraction = ''] = decimal;
  // A decimal part has at most two digits, so "1,234" is read as grouped thousands.
  let digits: string;
  if (WHOLE.test(wholePart)) digits = wholePart;
  else {
    const grouped = GROUPED.exec(wholePart);
    if (!grouped) return null;
    // The grouping mark may not also be the decimal mark ("1.234.5" is no amount).
    if (fraction && text.charAt(wholePart.length) === grouped[1]) return null;
    digits = wholePart.replace(/[ ,.']/g, '');
  }
  const minor = Number(digits) * 100 + Number(fraction.padEnd(2, '0'));
  return Number.isSafeInteger(minor) ? minor : null;
}

/** An amount as an input's starting text: no grouping, the UI language's decimal mark. */
export function moneyInputValue(minor: number, language: string): string {
  const whole = Math.trunc(minor / 100);
  const cents = Math.abs(minor % 100);
  if (cents === 0) return String(whole);
  return `${whole}${language.startsWith('sv') ? ',' : '.'}${String(cents).padStart(2, '0')}`;
}

/** A VAT rate in basis points as a number of percent in the UI language: 2550 → "25.5" / "25,5". */
export function formatRate(basisPoints: number, language: string): string {
  return new Intl.NumberFormat(localeTag(language), { maximumFractionDigits: 2 }).format(basisPoints / 100);
}
