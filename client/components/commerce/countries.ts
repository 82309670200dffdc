// Country names in the reader's language (Intl.DisplayNames), so no list of names ships with the
// app; the codes are shared/countries.ts's.
import { COUNTRY_CODES, isCountryCode } from '../../../shared/countries';
import { localeTag } from './money';

const namers = new Map<string, Intl.DisplayNames>();

export function countryName(code: string, language: string): string {
  const tag = localeTag(language);
  let namer = namers.get(tag);
  if (!namer) {
    namer = new Intl.DisplayNames([tag], { type: 'region', fallback: 'code' });
    namers.set(tag, namer);
  }
  try {
    return namer.of(code) ?? code;
  } catch {
    return code;
  }
}

/** Every country as a select option, sorted by its name in the UI language. */
export function countryOptions(language: string): { value: string; label: string }[] {
  const collator = new Intl.Collator(localeTag(language));
  return COUNTRY_CODES.map((code) => ({ value: code, label: countryName(code, language) })).sort((a, b) =>
    collator.compare(a.label, b.label),
  );
}

/**
 * A buyer's likely country: Sweden for Swedish readers, else the region of the browser's first
 * language that names one ("en-GB" → GB); null when nothing says.
 */
export function defaultCountry(language: string, browserLanguages: readonly string[]): string | null {
  if (language.startsWith('sv')) return 'SE';
  for (const tag of browserLanguages) {
    try {
      const region = new Intl.Locale(tag).region;
      if (region && isCountryCode(region)) return region;
    } catch {
      // Not a language tag: ask the next one.
    }
  }
  return null;
}
