// The page-wide notices (SPEC §2 "Overlays", §4): the latest-news banner (loaded 100 ms after start,
// SPEC §9) in the slot the shell holds for it at the top of the page (shell/Banners.tsx); the
// cookie banner, the new-version card and, for the school's admins, the banner saying mail goes to
// files and the head's checklist float at the bottom of the window, so none of them moves a page
// already painted. While any of those shows, the page's end gets room of their height, so its last
// controls can be scrolled clear of them. A lazy chunk mounted after first paint, so none of it
// weighs on the first bundle.
import { type ReactNode, Suspense, useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { isAdmin, passesScope } from '../../shared/access';
import { lazyWithTexts, withTexts } from '../base/featureTexts';
import { useAppSelector } from '../base/hooks';
import CookieBannerPart from '../features/consent/CookieBanner';
import NewsBannerPart from '../features/news/NewsBanner';
import NewVersionCardPart from '../features/versions/NewVersionCard';
import { selectSessionUser } from '../session/sessionUser';
import classes from './notices.module.css';

export const NEWS_SPOTLIGHT_DELAY_MS = 100;

// In this chunk already (the shell's); each waits only for its texts.
const CookieBanner = withTexts(['siteShell'], CookieBannerPart);
const NewsBanner = withTexts(['news'], NewsBannerPart);
const NewVersionCard = withTexts(['siteShell'], NewVersionCardPart);
// Only the school's admins ever load these (they are the ones who can have SMTP set, and the head's
// checklist is theirs), each in its own chunk.
const MailFilesBanner = lazyWithTexts(['statistics'], () => import('../features/statistics/MailFilesBanner'));
const ChecklistBanner = lazyWithTexts(['school'], () => import('../features/school/ChecklistBanner'));

/** One place in the bottom stack: empty (and out of the layout) until its notice renders. */
function Place({ children }: { children: ReactNode }) {
  return (
    <div>
      <Suspense fallback={null}>{children}</Suspense>
    </div>
  );
}

/**
 * How far the bottom stack's notices reach up from its bottom (at most its box), kept up to date.
 * A notice arrives on top (its CSS order); it then gets an order of its own, above those already
 * shown, so it keeps that place while later ones arrive above it.
 */
function useBottomStack() {
  const stack = useRef<HTMLDivElement>(null);
  const [height, setHeight] = useState(0);
  useEffect(() => {
    const element = stack.current;
    if (!element) return;
    const places = Array.from(element.children) as HTMLElement[];
    let arrivals = 0;
    const observer = new ResizeObserver(() => {
      let top = Number.POSITIVE_INFINITY;
      for (const place of places) {
        if (place.childElementCount === 0) place.style.order = '';
        else {
          if (place.style.order === '') place.style.order = String(++arrivals);
          top = Math.min(top, place.getBoundingClientRect().top);
        }
      }
      const box = element.getBoundingClientRect();
      setHeight(top === Number.POSITIVE_INFINITY ? 0 : Math.ceil(box.bottom - Math.max(top, box.top)));
    });
    for (const place of places) observer.observe(place);
    return () => observer.disconnect();
  }, []);
  return { stack, height };
}

/** Opens or closes the news banner's slot (shell/Banners.tsx) as the banner says it shows. */
function newsShown(shown: boolean): void {
  document.documentElement.toggleAttribute('data-latest-news', shown);
}

export default function SiteNotices() {
  const user = useAppSelector(selectSessionUser);
  const schoolAdmin = user !== null && isAdmin(user) && passesScope('school', user);
  const [newsWanted, setNewsWanted] = useState(false);
  const { stack, height } = useBottomStack();
  useEffect(() => {
    const timer = setTimeout(() => setNewsWanted(true), NEWS_SPOTLIGHT_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  return (
    <>
      {/* First in the page's reading order, as before they floated; none takes the focus. */}
      <div ref={stack} className={classes.stack}>
        <Place>
          <CookieBanner />
        </Place>
        <Place>{schoolAdmin && <MailFilesBanner />}</Place>
        <Place>{schoolAdmin && <ChecklistBanner />}</Place>
        <Place>
          <NewVersionCard />
        </Place>
      </div>
      {newsWanted && (
        <Suspense fallback={null}>
          <NewsBanner onShown={newsShown} />
        </Suspense>
      )}
      {/* Room at the page's end (after the footer), to scroll its last controls clear of them. */}
      {height > 0 && createPortal(<div aria-hidden="true" style={{ height }} />, document.body)}
    </>
  );
}
