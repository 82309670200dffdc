// The page-wide notices (SPEC §2 "Overlays", §4): the cookie banner, the latest-news banner (loaded
// 100 ms after start, SPEC §9) and the new-version card. A lazy chunk mounted after first paint, so
// none of it weighs on the first bundle.
import { Suspense, useEffect, useState } from 'react';
import { lazyWithTexts } from '../app/featureTexts';

export const NEWS_SPOTLIGHT_DELAY_MS = 100;

const CookieBanner = lazyWithTexts(['siteShell'], () => import('../features/consent/CookieBanner'));
const NewsBanner = lazyWithTexts(['news'], () => import('../features/news/NewsBanner'));
const NewVersionCard = lazyWithTexts(['siteShell'], () => import('../features/versions/NewVersionCard'));

export default function SiteNotices() {
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
    </>
  );
}
