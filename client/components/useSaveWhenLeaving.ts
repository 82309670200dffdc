// Editing never loses work when the page goes away: hiding the tab (visibilitychange to hidden,
// which is also the last event a phone reliably fires) and closing it (pagehide) save at once, as
// keepalive requests that outlive the page; while work is unsaved, closing or reloading asks first
// (beforeunload). Leaving by a route change is the editors' own unmount flush.
import { useEffect, useRef } from 'react';

/** How a save is sent: `keepalive` when the page is going away (the request must outlive it). */
export interface SaveHow {
  keepalive: boolean;
}

export const SAVE_NOW: SaveHow = { keepalive: false };
export const SAVE_BEFORE_GOING: SaveHow = { keepalive: true };

export interface LeavingSaver {
  flush: (how?: SaveHow) => Promise<void>;
  hasUnsaved: () => boolean;
}

/** Wires an editor's saver (read when an event comes, so it may change) to the page's lifecycle. */
export function useSaveWhenLeaving(saver: () => LeavingSaver | null): void {
  const latest = useRef(saver);
  latest.current = saver;
  useEffect(() => {
    const saveNow = () => void latest.current()?.flush(SAVE_BEFORE_GOING);
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') saveNow();
    };
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!latest.current()?.hasUnsaved()) return;
      event.preventDefault();
      // Older browsers ask only when returnValue is set.
      event.returnValue = '';
    };
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', saveNow);
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', saveNow);
      window.removeEventListener('beforeunload', onBeforeUnload);
    };
  }, []);
}
