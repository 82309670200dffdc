// The head's first-run checklist (docs/decisions.md "First-run checklist"): each step is worked out
// from the school's data when asked, never stored as ticked, so it cannot drift from what is there.
import type { Checklist, ChecklistStep } from '../../../shared/calls/settings';
import type { Site } from '../../../shared/site';
import type { ChecklistRepo } from './checklist.repo';
import type { SettingsService } from './settings.service';

/**
 * The page texts visitors meet first: the academy's sign-in page; in teams the landing page, or
 * the sign-in page it leads to (the one a signed-in head can open in page-edit mode).
 */
const START_TEXTS: Record<Site, string[]> = {
  teams: ['landing.intro', 'login.intro'],
  academy: ['login.intro'],
};

export async function checklistOf(
  deps: { repo: ChecklistRepo; settings: SettingsService; site: Site },
  headId: number,
): Promise<Checklist> {
  const { repo, settings } = deps;
  const [brand, record, course, product, teacher, codes, landing] = await Promise.all([
    settings.storedBrand(),
    settings.checklistRecord(),
    repo.courseWithPart(),
    repo.product(),
    repo.otherStaff(headId),
    repo.registrationCode(),
    repo.pageText(START_TEXTS[deps.site]),
  ]);
  const done: Record<ChecklistStep, boolean> = {
    brand: Boolean(brand.schoolName && brand.logoUrl && brand.accentColor),
    mail: record.testMailAt !== null,
    course,
    product,
    teacher,
    codes,
    landing,
  };
  return {
    steps: Object.entries(done).map(([key, value]) => ({ key: key as ChecklistStep, done: value })),
    dismissed: record.dismissed,
  };
}
