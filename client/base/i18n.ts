// UI texts in English (default) and Swedish. The locale comes from the stored choice
// (`userLocale`, written only by the language switcher), then the browser, then English (SPEC §9).
// English is bundled (it is also the fallback); Swedish loads on demand. Detection is a few lines
// here rather than i18next-browser-languagedetector, to keep the first bundle small.
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../../shared/site';
import { reportStorageError } from '../api/storageErrors';
import { loadLoadedFeatures } from './featureTexts';
import en from './i18n/en.json';

export const LOCALE_KEY = 'userLocale';

const loaders: Record<Exclude<Locale, 'en'>, () => Promise<{ default: typeof en }>> = {
  sv: () => import('./i18n/sv.json'),
};

function asLocale(language: string | null | undefined): Locale | null {
  const base = language?.slice(0, 2).toLowerCase();
  return LOCALES.find((locale) => locale === base) ?? null;
}

function storedLocale(): Locale | null {
  try {
    return asLocale(localStorage.getItem(LOCALE_KEY));
  } catch {
    return null;
  }
}

/** The stored choice, else the first browser language we speak, else English. */
export function detectLocale(): Locale {
  const browser = navigator.languages?.length ? navigator.languages : [navigator.language];
  return storedLocale() ?? browser.map(asLocale).find((locale) => locale !== null) ?? DEFAULT_LOCALE;
}

/** Loads a language's texts (for a text shown in a language other than the UI's). */
export async function ensureLoaded(locale: Locale): Promise<void> {
  if (locale === 'en' || i18n.hasResourceBundle(locale, 'translation')) return;
  const { default: texts } = await loaders[locale]();
  i18n.addResourceBundle(locale, 'translation', texts, true, true);
}

/** Switches the UI language, loading its texts first so nothing flashes untranslated. */
export async function applyLocale(locale: Locale): Promise<void> {
  await Promise.all([ensureLoaded(locale), loadLoadedFeatures(locale)]);
  await i18n.changeLanguage(locale);
}

function syncDocumentLanguage(lng: string): void {
  // Modules that import the texts are also loaded outside a browser (the route table's checks).
  if (typeof document === 'undefined') return;
  document.documentElement.lang = currentLocale(lng);
}

/** Resolves when the detected language's texts are ready; main.tsx waits for it before rendering. */
export const i18nReady: Promise<void> = i18n
  .use(initReactI18next)
  .init({
    resources: { en: { translation: en } },
    lng: DEFAULT_LOCALE,
    fallbackLng: DEFAULT_LOCALE,
    supportedLngs: LOCALES,
    // {{school}}: the school's name, set from its branding when the settings arrive (brand.ts).
    interpolation: { escapeValue: false, defaultVariables: { school: 'Tonic' } },
  })
  .then(() => applyLocale(detectLocale()))
  .catch(() => {
    // Swedish could not load (offline?): English it is.
  })
  .finally(() => {
    syncDocumentLanguage(i18n.language);
    i18n.on('languageChanged', syncDocumentLanguage);
  });

/** The supported locale a language tag (e.g. "sv-SE") stands for. */
export function currentLocale(lng: string = i18n.resolvedLanguage ?? i18n.language): Locale {
  return asLocale(lng) ?? DEFAULT_LOCALE;
}

/** The language switcher's choice, remembered for the next visit. */
export function chooseLocale(locale: Locale): void {
  try {
    localStorage.setItem(LOCALE_KEY, locale);
  } catch (error) {
    reportStorageError(error);
    // Not remembered; still applied now.
  }
  void applyLocale(locale);
}

export default i18n;
