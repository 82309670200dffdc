// The page-wide notices (SPEC §2 "Overlays", §4): the cookie banner, the latest-news banner (loaded
// 100 ms after start, SPEC §9) and the new-version card. A lazy chunk mounted after first paint, so
// none of it weighs on the first bundle.
import { Suspense, useEffect, useState } from 'react';
import { isAdmin, passesScope } from '../../shared/access';
import { lazyWithTexts, withTexts } from '../base/featureTexts';
import { useAppSelector } from '../base/hooks';
import CookieBannerPart from '../features/consent/CookieBanner';
import NewsBannerPart from '../features/news/NewsBanner';
import NewVersionCardPart from '../features/versions/NewVersionCard';
import { selectSessionUser } from '../session/sessionUser';

export const NEWS_SPOTLIGHT_DELAY_MS = 100;

// In this chunk already (the shell's); each waits only for its texts.
const CookieBanner = withTexts(['siteShell'], CookieBannerPart);
const NewsBanner = withTexts(['news'], NewsBannerPart);
const NewVersionCard = withTexts(['siteShell'], NewVersionCardPart);
// The head's checklist, in its own chunk: only the school's admins load it.
const ChecklistBanner = lazyWithTexts(['school'], () => import('../features/school/ChecklistBanner'));

export default function SiteNotices() {
  const user = useAppSelector(selectSessionUser);
  const head = user !== null && isAdmin(user) && passesScope('school', user);
  const [newsWanted, setNewsWanted] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setNewsWanted(true), NEWS_SPOTLIGHT_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  return (
    <>
      <Suspense fallback={null}>
        <CookieBanner />
      </Suspense>
      {newsWanted && (
        <Suspense fallback={null}>
          <NewsBanner />
        </Suspense>
      )}
      <Suspense fallback={null}>
        <NewVersionCard />
      </Suspense>
      {head && (
        <Suspense fallback={null}>
          <ChecklistBanner />
        </Suspense>
      )}
    </>
  );
}
