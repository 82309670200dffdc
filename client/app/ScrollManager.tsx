// On navigation, scroll to the top, or to the element named by the hash, leaving room for the
// fixed app bar (SPEC §2). On a cold load the target comes with a lazy page, and what arrives after
// it (banners above the page, stored texts, fonts, images) moves it: so it is aligned as soon as it
// is there and again whenever the layout changes, until the person scrolls or types themselves or
// the page has had time to settle.
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { HEADER_HEIGHT } from '../base/theme';

const GAP_PX = 8;
/** How long the layout may still move the target after a navigation (a cold load on a slow line). */
const SETTLE_MS = 10_000;
/** Ways the person takes over the scrolling. */
const TAKE_OVER = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

export function ScrollManager() {
  const { pathname, hash } = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new path must scroll to the top even when the hash stays the same.
  useEffect(() => {
    if (!hash) {
      window.scrollTo({ top: 0, left: 0 });
      return;
    }
    const id = decodeURIComponent(hash.slice(1));
    let settling = true;
    const align = () => {
      if (!settling) return;
      const target = document.getElementById(id);
      if (!target) return;
      const top = Math.max(0, target.getBoundingClientRect().top + window.scrollY - HEADER_HEIGHT - GAP_PX);
      if (Math.abs(window.scrollY - top) >= 1) window.scrollTo({ top, left: 0 });
    };
    // The target appearing, content above it coming or going, images and fonts changing sizes.
    const added = new MutationObserver(align);
    added.observe(document.body, { childList: true, subtree: true });
    const resized = new ResizeObserver(align);
    resized.observe(document.body);
    window.addEventListener('load', align);
    void document.fonts?.ready.then(align);
    let timer = 0;
    const stop = () => {
      settling = false;
      added.disconnect();
      resized.disconnect();
      window.removeEventListener('load', align);
      for (const name of TAKE_OVER) window.removeEventListener(name, stop);
      window.clearTimeout(timer);
    };
    for (const name of TAKE_OVER) window.addEventListener(name, stop, { passive: true });
    timer = window.setTimeout(stop, SETTLE_MS);
    align();
    return stop;
  }, [pathname, hash]);

  return null;
}
