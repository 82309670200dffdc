// Country names in the reader's language (Intl.DisplayNames), so no list of names ships with the
// app; the codes are shared/countries.ts's.
import { COUNTRY_CODES } from '../../../shared/countries';
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
