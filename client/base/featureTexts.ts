// Feature texts load with the feature: the core texts (client/base/i18n/en.json) are in the first
// bundle; each feature's live in client/base/i18n/<feature>.<locale>.json, and a language's feature texts
// arrive together (i18n/features.<locale>.ts) the first time a feature needs them.
// `lazyWithTexts` wraps a lazy import so a page or overlay never renders before its texts; a
// language switch loads the new language's texts of every feature already loaded.
import i18n from 'i18next';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { DEFAULT_LOCALE, type Locale } from '../../shared/site';

/** Each language's feature texts, one module per language (i18n/features.<locale>.ts). */
const byLocale = {
  en: () => import('./i18n/features.en'),
  sv: () => import('./i18n/features.sv'),
} satisfies Record<Locale, () => Promise<unknown>>;

type FeatureTexts = Awaited<ReturnType<(typeof byLocale)['en']>>['featureTexts'];

export type Feature = keyof FeatureTexts;

const requested = new Set<Feature>();
const pending = new Map<string, Promise<void>>();

function loadOne(feature: Feature, locale: Locale): Promise<void> {
  const id = `${feature}.${locale}`;
  const known = pending.get(id);
  if (known) return known;
  const loading = byLocale[locale]().then(({ featureTexts }) => {
    i18n.addResourceBundle(locale, 'translation', featureTexts[feature], true, true);
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

/**
 * A component already in a loaded chunk that must not render before its features' texts: lazy
 * on the texts only, so the bundler adds no chunk of its own for it.
 */
export function withTexts<P>(
  features: readonly Feature[],
  component: ComponentType<P>,
): LazyExoticComponent<ComponentType<P>> {
  return lazy(() => loadTexts(features).then(() => ({ default: component })));
}

/** React.lazy for a module whose component needs the given features' texts. */
export function lazyWithTexts<P>(
  features: readonly Feature[],
  importer: () => Promise<{ default: ComponentType<P> }>,
): LazyExoticComponent<ComponentType<P>> & { load: () => Promise<unknown> } {
  const page = lazy(() => Promise.all([importer(), loadTexts(features)]).then(([module]) => module));
  // `load`: the module alone, for checks that walk the route table (client/app/freshness.test.ts).
  return Object.assign(page, { load: importer });
}
