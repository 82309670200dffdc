// The page-wide notices never move a painted page (SPEC §2, §4): the latest-news banner's place is
// held from the first paint and the cookie banner and the admins' banners float at the bottom, so
// the page's layout shift (Chromium's performance timeline, from the document's start) stays at zero while
// they arrive, and a control near the top takes the first click. The cookie banner floats above a
// course page's bottom bar, never over it.
import type { Page } from '@playwright/test';
import * as content from '../shared/calls/content';
import { call } from './support/api';
import { demoToken, makePerson, unique } from './support/factories';
import { expect, test } from './support/test';

const newsBanner = (page: Page) => page.getByRole('region', { name: 'Latest news' });
const cookieBanner = (page: Page) => page.getByRole('region', { name: 'Cookie consent' });

/** What moved, in the page's own terms (resolved from the protocol's node id). */
interface Moved {
  inTopBar: boolean;
  tag: string;
  className: string;
  text: string;
}

const rect = (r: { x: number; y: number; width: number; height: number }) =>
  `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}x${Math.round(r.height)}`;

/**
 * Records the page's layout shifts without recent input through Chromium's performance timeline
 * (enabled before the page loads, so from the document's start). Shifts inside the fixed top bar
 * alone (its signed-in tools arriving after first paint) move nothing of the page under it and are
 * no notice's: they are listed, not counted, unless `topBar` says count them.
 */
async function recordShifts(page: Page, { topBar = false } = {}) {
  const cdp = await page.context().newCDPSession(page);
  const described: Promise<{ value: number; counted: boolean; lines: string[] }>[] = [];

  async function describe(backendNodeId: number | undefined): Promise<Moved | null> {
    if (backendNodeId === undefined) return null;
    try {
      const { object } = await cdp.send('DOM.resolveNode', { backendNodeId });
      if (!object.objectId) return null;
      const { result } = await cdp.send('Runtime.callFunctionOn', {
        objectId: object.objectId,
        returnByValue: true,
        functionDeclaration: `function () {
          const el = this.nodeType === 1 ? this : this.parentElement;
          return el && { inTopBar: Boolean(el.closest('header')), tag: el.tagName,
            className: String(el.className), text: (el.textContent || '').slice(0, 40) };
        }`,
      });
      return (result.value as Moved | null) ?? null;
    } catch {
      // The node is gone: it counts, as anything not known to be in the top bar.
      return null;
    }
  }

  cdp.on('PerformanceTimeline.timelineEventAdded', ({ event }) => {
    const shift = event.layoutShiftDetails;
    if (!shift || shift.hadRecentInput) return;
    described.push(
      Promise.all(shift.sources.map((source) => describe(source.nodeId))).then((moved) => {
        const topBarOnly = !topBar && moved.length > 0 && moved.every((m) => m?.inTopBar);
        const lines = shift.sources.map((source, i) => {
          const m = moved[i];
          return `${topBarOnly ? '(top bar, not counted) ' : ''}${shift.value.toFixed(4)}: ${m?.tag ?? '?'}.${m?.className ?? ''} ${m?.text ?? ''} ${rect(source.previousRect)} -> ${rect(source.currentRect)}`;
        });
        return { value: shift.value, counted: !topBarOnly, lines };
      }),
    );
  });
  await cdp.send('PerformanceTimeline.enable', { eventTypes: ['layout-shift'] });

  return {
    /** After two more paints (what arrived before has been rendered), no counted shift. */
    async expectNone(): Promise<void> {
      await page.evaluate(
        () =>
          new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
      );
      const shifts = await Promise.all(described);
      const total = shifts.filter((shift) => shift.counted).reduce((sum, shift) => sum + shift.value, 0);
      const moved = shifts.flatMap((shift) => shift.lines).join('\n');
      expect(total, `layout shifts:\n${moved}`).toBeLessThan(0.001);
    },
  };
}

test('a first visit: the cookie and news banners arrive without moving the page, and Sign in takes the click', async ({
  openPage,
}) => {
  const title = `Open rehearsal ${unique()}`;
  await call(
    'academy',
    content.saveNews,
    { title, content: '<p>Everyone is welcome.</p>', Published: true },
    { token: demoToken('academy', 'admin') },
  );
  const person = await makePerson('academy');
  for (const width of [1280, 320]) {
    const page = await openPage({ viewport: { width, height: 700 } });
    const shifts = await recordShifts(page);
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(cookieBanner(page)).toBeVisible();
    await expect(newsBanner(page)).toBeVisible();
    // The news answered: the banner shows the newest item (ours, or one published since).
    await expect(newsBanner(page).getByRole('button', { name: 'Learn More' })).toBeVisible();
    await shifts.expectNone();
    // One line at every width: the buttons keep their texts beside the title.
    const banner = await newsBanner(page).boundingBox();
    expect(banner?.height).toBe(52);

    await page.getByLabel('Email').fill(person.email);
    await page.getByLabel('Password', { exact: true }).fill(person.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(/\/MyCourses$/);
    await page.context().close();
  }
});

test('a school admin: the admins’ banners arrive without moving the page, and New course takes the click', async ({
  openAs,
}) => {
  const page = await openAs('admin');
  const shifts = await recordShifts(page);
  await page.goto('/Courses');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The e2e servers have no SMTP: the banner saying so comes for the school's admins.
  await expect(page.getByRole('region', { name: 'Mail is not sent' })).toBeVisible();
  await expect(cookieBanner(page)).toBeVisible();
  await shifts.expectNone();

  await page.getByRole('button', { name: 'New course' }).click();
  await expect(page.getByRole('dialog', { name: 'New course' })).toBeVisible();
});

test('a student: the top bar’s tools, habit ring and avatar arrive without moving anything', async ({
  openAs,
}) => {
  // Each part that loads after the first paint holds its place meanwhile (the avatar and the
  // name, the habit ring): the language switch beside them stays put.
  const page = await openAs('student');
  const shifts = await recordShifts(page, { topBar: true });
  await page.goto('/MyCourses');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('top-bar-user')).toBeVisible();
  await expect(page.getByTestId('habit-ring')).toBeVisible();
  await expect(cookieBanner(page)).toBeVisible();
  await shifts.expectNone();
});

test('on a course page the cookie banner floats above the bottom bar and leaves it usable', async ({
  openAs,
}) => {
  for (const viewport of [
    { width: 1280, height: 720 },
    { width: 375, height: 740 },
  ]) {
    const page = await openAs('student2', { viewport });
    await page.goto('/course/1');
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    const banner = cookieBanner(page);
    await expect(banner).toBeVisible();
    const bar = page.getByRole('navigation', { name: 'Course navigation' });
    await expect(bar).toBeVisible();
    const bannerBox = await banner.boundingBox();
    const barBox = await bar.boundingBox();
    if (!bannerBox || !barBox) throw new Error('no box for the cookie banner or the bottom bar');
    expect(bannerBox.y + bannerBox.height).toBeLessThanOrEqual(barBox.y + 0.5);
    // Every button of the bar is the topmost thing at its centre.
    for (const button of await bar.getByRole('button').all()) {
      if (!(await button.isVisible())) continue;
      expect(
        await button.evaluate((el) => {
          const r = el.getBoundingClientRect();
          const top = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
          return top !== null && el.contains(top);
        }),
        await button.innerText(),
      ).toBe(true);
    }
    // The page's end can be scrolled clear of the banner.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const lastOfMain = await page.evaluate(() => {
      const main = document.querySelector('main');
      const items = main
        ? Array.from(main.querySelectorAll('button, a, input, [role="button"]')).filter(
            (el) => !el.closest('[aria-label="Cookie consent"]'),
          )
        : [];
      const last = items.at(-1);
      return last ? last.getBoundingClientRect().bottom : 0;
    });
    const after = await banner.boundingBox();
    expect(lastOfMain).toBeLessThanOrEqual((after?.y ?? 0) + 0.5);
    await page.context().close();
  }
});
