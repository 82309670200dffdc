// Slot under the top bar for the page-wide notices of SPEC §2/§4. The latest-news banner sits in
// it, in the page flow; the cookie banner, the admins' banners and the new-version card float at
// the bottom (shell/SiteNotices.tsx, loaded after first paint). The served page names the latest
// news (a meta tag), so when that item was not dismissed here the slot holds the banner's height
// from the first paint and nothing moves when it comes; the slot closes if it does not.
import { lazy, Suspense, useEffect, useState } from 'react';
import { NEWS_BANNER_HEIGHT } from '../base/theme';
import { loadShell } from './loadShell';

const SiteNotices = lazy(() => loadShell().then((shell) => ({ default: shell.SiteNotices })));

/** The page's latest news is not in newsSpotlightViewed (features/news/spotlight.ts; read inline, its code loads later). */
function newsExpected(): boolean {
  const id = Number(document.querySelector<HTMLMetaElement>('meta[name="tonic-latest-news"]')?.content);
  try {
    return id > 0 && !JSON.parse(localStorage.newsSpotlightViewed ?? '[]').includes(id);
  } catch {
    return id > 0;
  }
}

export function Banners() {
  const [painted, setPainted] = useState(false);
  const [newsShown, setNewsShown] = useState(newsExpected);
  useEffect(() => setPainted(true), []);
  return (
    // The banner and its margin below (Mantine's md, 16 px).
    <div style={newsShown ? { height: NEWS_BANNER_HEIGHT + 16 } : undefined}>
      {painted && (
        <Suspense fallback={null}>
          <SiteNotices onNewsShown={setNewsShown} />
        </Suspense>
      )}
    </div>
  );
}
