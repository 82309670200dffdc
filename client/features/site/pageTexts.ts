// Which stored page text each public text page shows (SPEC §4 "Content editing"): the content key
// and the translated default shown until staff store a text under that key.
import type { PageTitleKey } from '../../components/page';

export const PAGE_TEXTS = {
  faq: { contentKey: 'faq.body', defaultKey: 'site.pages.faq' },
  termsOfService: { contentKey: 'terms.body', defaultKey: 'site.pages.terms' },
  privacy: { contentKey: 'privacy.body', defaultKey: 'site.pages.privacy' },
  products: { contentKey: 'products.body', defaultKey: 'site.pages.products' },
  studentBenefits: { contentKey: 'studentBenefits.body', defaultKey: 'site.pages.studentBenefits' },
} as const satisfies Partial<Record<PageTitleKey, { contentKey: string; defaultKey: string }>>;

export type TextPageKey = keyof typeof PAGE_TEXTS;

export function isTextPage(key: PageTitleKey): key is TextPageKey {
  return Object.hasOwn(PAGE_TEXTS, key);
}
