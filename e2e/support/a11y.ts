// Every page a journey visits passes axe-core (WCAG 2 A and AA) with no serious or critical
// violation. One helper, used by every journey.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Waits for the page to settle (no loader, a page heading, no transition running or about to run:
 * a menu, toast or drawer half-way through is not what anyone reads), then runs axe on it. With
 * `loading`, the page is scanned with its loaders, as someone sees it while a call is slow.
 */
export async function expectAccessible(page: Page, { loading = false } = {}): Promise<void> {
  if (!loading)
    await expect(page.getByRole('status').filter({ has: page.locator('.mantine-Loader-root') })).toHaveCount(
      0,
    );
  await expect(page.locator('main h1').first()).toBeVisible();
  // While axe reads the page, no transition may start: a toast that begins to fade out in the
  // middle of the check would be measured half-transparent. Styles jump to their end at once
  // instead (a leaving toast is at opacity 0 straight away, which axe skips).
  const still = await page.addStyleTag({
    content: '*, *::before, *::after { transition: none !important; }',
  });
  // Settled means, two frames in a row: no finite animation running (endless ones, spinners,
  // never settle) and nothing half-faded by a transition's inline opacity (a toast or a dialog
  // that has mounted but whose transition starts on the next frame is not running yet).
  await page.waitForFunction(
    () =>
      new Promise<boolean>((resolve) => {
        const calm = () =>
          document
            .getAnimations()
            .every(
              (animation) =>
                animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity,
            ) &&
          [...document.querySelectorAll<HTMLElement>('[style*="opacity"]')].every((element) => {
            const opacity = Number(getComputedStyle(element).opacity);
            return opacity === 0 || opacity === 1;
          });
        requestAnimationFrame(() => {
          const first = calm();
          requestAnimationFrame(() => resolve(first && calm()));
        });
      }),
  );
  // One axe.run in the page checks it and its same-origin frames. A frame from another origin
  // (an embedded player) needs axe's per-frame run, finished in a blank page of its own: slower,
  // so only then.
  // A frame still loading shows about:blank: its element's address says where it is going.
  const origin = new URL(page.url()).origin;
  const foreignFrame =
    page.frames().some((frame) => /^https?:/.test(frame.url()) && new URL(frame.url()).origin !== origin) ||
    (await page.evaluate(
      (own) =>
        [...document.querySelectorAll('iframe[src]')].some((frame) => {
          const src = frame.getAttribute('src') ?? '';
          return /^https?:/.test(src) && new URL(src).origin !== own;
        }),
      origin,
    ));
  // Only violations are read: axe then finds selectors for them alone, not for every node that
  // passed, which was a third of a scan. The same rules run on the same nodes.
  const results = await new AxeBuilder({
    page,
    // A document keeps axe between scans (a route change in the app keeps the document), so its
    // half-megabyte source is evaluated again only in a frame that lacks it.
    ...(!foreignFrame && (await axeInEveryFrame(page)) && { axeSource: ALREADY_LOADED }),
  })
    .options({ resultTypes: ['violations'] })
    .withTags(['wcag2a', 'wcag2aa'])
    .setLegacyMode(!foreignFrame)
    .analyze();
  await still.evaluate((element) => element.parentNode?.removeChild(element));
  const blocking = results.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  const report = blocking
    .map((violation) => {
      const targets = violation.nodes.map((node) => node.target.join(' ')).join(', ');
      return `${violation.id} (${violation.impact}): ${violation.help} at ${targets}`;
    })
    .join('\n');
  expect(report, `serious or critical axe violations on ${page.url()}`).toBe('');
}

/** A script that does nothing: AxeBuilder's source to evaluate when axe is there already. */
const ALREADY_LOADED = ';';

/** Whether axe is loaded in the page and in each of its frames. */
async function axeInEveryFrame(page: Page): Promise<boolean> {
  const loaded = await Promise.all(
    // A frame that goes away meanwhile counts as lacking it: the full source is evaluated, as before.
    page.frames().map((frame) => frame.evaluate(() => 'axe' in window).catch(() => false)),
  );
  return loaded.every(Boolean);
}

/** Opens a path and checks it. */
export async function visit(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expectAccessible(page);
}
