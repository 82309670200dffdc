// What every routed page receives, and how route ids are read.
import type en from '../base/i18n/en.json';

export type PageTitleKey = keyof typeof en.pages;

export interface PageProps {
  /** The i18n key (under `pages.`) of the page's title. */
  titleKey: PageTitleKey;
}

/** Route ids are integers; anything else reads as 0 (SPEC §2, /user/:id). */
export function parseIdParam(value: string | undefined): number {
  const parsed = Number.parseInt(value ?? '', 10);
  return Number.isNaN(parsed) ? 0 : parsed;
}
