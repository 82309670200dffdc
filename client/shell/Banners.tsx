// Slot under the top bar for the page-wide notices of SPEC §2/§4: the latest-news banner, the
// new-version card and the cookie banner. They arrive with their features; the slot keeps
// their place in the layout fixed. Their code (shell/SiteNotices.tsx) loads after first paint.
import { lazy, Suspense, useEffect, useState } from 'react';
import { loadShell } from './loadShell';

const SiteNotices = lazy(() => loadShell().then((shell) => ({ default: shell.SiteNotices })));

export function Banners() {
  const [painted, setPainted] = useState(false);
  useEffect(() => setPainted(true), []);
  return painted ? (
    <Suspense fallback={null}>
      <SiteNotices />
    </Suspense>
  ) : null;
}
