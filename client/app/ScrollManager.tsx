// On navigation, scroll to the top, or to the element named by the hash, leaving room for the
// fixed app bar (SPEC §2). Lazy pages may render the target a little later, so it is looked
// for over a few frames.
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { HEADER_HEIGHT } from './theme';

const SEARCH_FRAMES = 30;
const GAP_PX = 8;

export function ScrollManager() {
  const { pathname, hash } = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new path must scroll to the top even when the hash stays the same.
  useEffect(() => {
    if (!hash) {
      window.scrollTo({ top: 0, left: 0 });
      return;
    }
    const id = decodeURIComponent(hash.slice(1));
    let frame = 0;
    let handle = 0;
    const seek = () => {
      const target = document.getElementById(id);
      if (target) {
        const top = target.getBoundingClientRect().top + window.scrollY - HEADER_HEIGHT - GAP_PX;
        window.scrollTo({ top, left: 0 });
      } else if (frame < SEARCH_FRAMES) {
        frame += 1;
        handle = requestAnimationFrame(seek);
      }
    };
    seek();
    return () => cancelAnimationFrame(handle);
  }, [pathname, hash]);

  return null;
}
