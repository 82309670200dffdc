// The page-wide notices (SPEC §2 "Overlays", §4): the cookie banner, the latest-news banner (loaded
// 100 ms after start, SPEC §9), the new-version card and, for the school's admins, the banner
// saying mail goes to files and the head's checklist. A lazy chunk mounted after first paint, so
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
// Only the school's admins ever load these (they are the ones who can have SMTP set, and the head's
// checklist is theirs), each in its own chunk.
const MailFilesBanner = lazyWithTexts(['statistics'], () => import('../features/statistics/MailFilesBanner'));
const ChecklistBanner = lazyWithTexts(['school'], () => import('../features/school/ChecklistBanner'));

export default function SiteNotices() {
  const user = useAppSelector(selectSessionUser);
  const schoolAdmin = user !== null && isAdmin(user) && passesScope('school', user);
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
      {schoolAdmin && (
        <Suspense fallback={null}>
          <MailFilesBanner />
        </Suspense>
      )}
      {schoolAdmin && (
        <Suspense fallback={null}>
          <ChecklistBanner />
        </Suspense>
      )}
    </>
  );
}
