// Feature texts load with the feature: the core texts (client/app/i18n/en.json) are in the first
// bundle, each feature's live in client/app/i18n/<feature>.<locale>.json and arrive with its code.
// `lazyWithTexts` wraps a lazy import so a page or overlay never renders before its texts; a
// language switch loads the new language's texts of every feature already loaded.
import i18n from 'i18next';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { DEFAULT_LOCALE, type Locale } from '../../shared/site';

type TextModule = { default: Record<string, unknown> };

/** Each feature's text files by language. Add a feature here, in i18n/, and in i18n/i18next.d.ts. */
const sources = {
  courses: { en: () => import('./i18n/courses.en.json'), sv: () => import('./i18n/courses.sv.json') },
  messages: { en: () => import('./i18n/messages.en.json'), sv: () => import('./i18n/messages.sv.json') },
  editing: { en: () => import('./i18n/editing.en.json'), sv: () => import('./i18n/editing.sv.json') },
  news: { en: () => import('./i18n/news.en.json'), sv: () => import('./i18n/news.sv.json') },
  siteShell: { en: () => import('./i18n/siteShell.en.json'), sv: () => import('./i18n/siteShell.sv.json') },
  rewards: { en: () => import('./i18n/rewards.en.json'), sv: () => import('./i18n/rewards.sv.json') },
  site: { en: () => import('./i18n/site.en.json'), sv: () => import('./i18n/site.sv.json') },
  earTraining: {
    en: () => import('./i18n/earTraining.en.json'),
    sv: () => import('./i18n/earTraining.sv.json'),
  },
} satisfies Record<string, Record<Locale, () => Promise<TextModule>>>;

export type Feature = keyof typeof sources;

const requested = new Set<Feature>();
const pending = new Map<string, Promise<void>>();

function loadOne(feature: Feature, locale: Locale): Promise<void> {
  const id = `${feature}.${locale}`;
  const known = pending.get(id);
  if (known) return known;
  const loading = sources[feature][locale]().then(({ default: texts }) => {
    i18n.addResourceBundle(locale, 'translation', texts, true, true);
  });
  // A failed load (offline) may be retried by the next render.
  pending.set(
    id,
    loading.catch((thrown: unknown) => {
      pending.delete(id);
      throw thrown;
    }),
  );
  return pending.get(id) as Promise<void>;
}

function localeNow(): Locale {
  return (i18n.resolvedLanguage ?? i18n.language ?? DEFAULT_LOCALE).slice(0, 2) as Locale;
}

/** Loads the features' texts in English (the fallback) and in the UI language. */
export async function loadTexts(features: readonly Feature[], locale: Locale = localeNow()): Promise<void> {
  for (const feature of features) requested.add(feature);
  const locales = locale === DEFAULT_LOCALE ? [locale] : [DEFAULT_LOCALE, locale];
  await Promise.all(features.flatMap((feature) => locales.map((each) => loadOne(feature, each))));
}

/** Before a language switch: the texts of every feature loaded so far, in that language. */
export function loadLoadedFeatures(locale: Locale): Promise<void> {
  return loadTexts([...requested], locale);
}

/** React.lazy for a module whose component needs the given features' texts. */
export function lazyWithTexts<P>(
  features: readonly Feature[],
  importer: () => Promise<{ default: ComponentType<P> }>,
): LazyExoticComponent<ComponentType<P>> {
  return lazy(() => Promise.all([importer(), loadTexts(features)]).then(([module]) => module));
}
