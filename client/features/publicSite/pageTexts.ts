// Which stored page text each public text page shows (SPEC §4 "Content editing"): the content key
// and the translated default shown until staff store a text under that key. A text that differs
// between the site variants is zoned (stored per variant) and has a default per variant.
import type { Site } from '../../../shared/site';
import type publicSiteTexts from '../../base/i18n/publicSite.en.json';
import type { PageTitleKey } from '../../components/page';

/** The translation key of a page's default text. */
type DefaultKey = `publicSite.pages.${keyof (typeof publicSiteTexts)['publicSite']['pages']}`;

interface PageText {
  contentKey: string;
  defaultKey: DefaultKey;
  /** Stored per site variant, with this default where the variant's differs. */
  zoned?: { defaultKeys: Partial<Record<Site, DefaultKey>> };
}

export const PAGE_TEXTS = {
  // The academy's FAQ is about its music school; the teams variant answers its own questions.
  faq: {
    contentKey: 'faq.body',
    defaultKey: 'publicSite.pages.faq',
    zoned: { defaultKeys: { teams: 'publicSite.pages.faqTeams' } },
  },
  termsOfService: { contentKey: 'terms.body', defaultKey: 'publicSite.pages.terms' },
  privacy: { contentKey: 'privacy.body', defaultKey: 'publicSite.pages.privacy' },
  studentBenefits: { contentKey: 'studentBenefits.body', defaultKey: 'publicSite.pages.studentBenefits' },
} as const satisfies Partial<Record<PageTitleKey, PageText>>;

export type TextPageKey = keyof typeof PAGE_TEXTS;

export function isTextPage(key: PageTitleKey): key is TextPageKey {
  return Object.hasOwn(PAGE_TEXTS, key);
}

/** The page's text in a site variant: its key, its default's key, and whether it is zoned. */
export function pageTextFor(
  key: TextPageKey,
  site: Site,
): { contentKey: string; defaultKey: DefaultKey; isZoned: boolean } {
  const text: PageText = PAGE_TEXTS[key];
  return {
    contentKey: text.contentKey,
    defaultKey: text.zoned?.defaultKeys[site] ?? text.defaultKey,
    isZoned: text.zoned !== undefined,
  };
}
