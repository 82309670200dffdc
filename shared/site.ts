// The two product variants served from one code base (docs/architecture.md).
export const SITES = ['academy', 'teams'] as const;
export type Site = (typeof SITES)[number];

export const LOCALES = ['en', 'sv'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';
