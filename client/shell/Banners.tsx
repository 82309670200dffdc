// Slot under the top bar for the page-wide notices of SPEC §2/§4. The latest-news banner sits in
// it, in the page flow; the cookie banner, the admins' banners and the new-version card float at
// the bottom (shell/SiteNotices.tsx, loaded after first paint). The served page names the latest
// news (`<html data-latest-news>`), so when that item was not dismissed here the slot holds the
// banner's height from the first paint (app/global.css) and nothing moves when it comes;
// SiteNotices closes the slot if it does not come.
import { lazy, Suspense, useEffect, useState } from 'react';
import { loadShell } from './loadShell';

const SiteNotices = lazy(() => loadShell().then((shell) => ({ default: shell.SiteNotices })));

// Once, before the first render: a news id this browser dismissed (newsSpotlightViewed, read here
// as features/news/spotlight.ts does; its code loads later) holds no place.
try {
  const root = document.documentElement;
  if (JSON.parse(localStorage.newsSpotlightViewed).includes(Number(root.dataset.latestNews)))
    root.removeAttribute('data-latest-news');
} catch {
  // Nothing stored, storage refused or not a list: the banner will show.
}

export function Banners() {
  const [painted, setPainted] = useState(false);
  useEffect(() => setPainted(true), []);
  return (
    <div className="news-slot">
      {painted && (
        <Suspense fallback={null}>
          <SiteNotices />
        </Suspense>
      )}
    </div>
  );
}
