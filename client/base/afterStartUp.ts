// Data a page does not show at once (the habit ring, the inbox behind the bell) is asked for after
// the page's start-up, not among its requests (e2e/first-load.e2e.ts). Once the wait is
// over in a tab, later mounts ask at once.
import { useEffect, useState } from 'react';

const AFTER_MS = 2_500;
let over = false;

/** False during the tab's start-up, then true. */
export function useAfterStartUp(): boolean {
  const [ready, setReady] = useState(over);
  useEffect(() => {
    if (ready) return;
    const timer = setTimeout(() => {
      over = true;
      setReady(true);
    }, AFTER_MS);
    return () => clearTimeout(timer);
  }, [ready]);
  return ready;
}
