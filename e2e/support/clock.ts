// Celebrations that close themselves (SPEC §4: the achievement dialog after 5 s, the reward dialog
// after 4 s) are read and closed at the journey's pace, however slow the machine: the browser
// context's clock (installed before its pages load) is held still, and moved on only by the
// journey. A timer's effect renders after the step that fired it, and that render may set the next
// timer (a modal's transition), so the clock moves in small steps until the page shows the state
// awaited, never in one long jump.
import type { Page } from '@playwright/test';

/** How far one step moves the held clock. */
const STEP_MS = 200;
/** How long, in real time, each step waits for the page to render what the step fired. */
const RENDER_WAIT_MS = 150;

/**
 * Holds the clock of `page`'s browser context still from now on. Playwright pauses at a time still
 * to come when the pages get the call, so a little ahead of the page's now (a jump the page takes
 * like a short stall of the machine), further ahead if that time has passed on a slow machine.
 */
export async function holdClock(page: Page): Promise<void> {
  for (let ahead = 1_000; ; ahead *= 2) {
    const now = await page.evaluate(() => Date.now());
    try {
      await page.clock.pauseAt(now + ahead);
      return;
    } catch (failure) {
      if (ahead >= 16_000 || !String(failure).includes('fast-forward to the past')) throw failure;
    }
  }
}

/**
 * Moves the held clock on, a step at a time, until `reached` passes (given a short real-time wait
 * of its own); fails when the clock has moved `limitMs` without it. Returns how far it moved.
 */
export async function runClockUntil(
  page: Page,
  reached: (wait: { timeout: number }) => Promise<unknown>,
  limitMs = 15_000,
): Promise<number> {
  let moved = 0;
  for (;;) {
    try {
      await reached({ timeout: RENDER_WAIT_MS });
      return moved;
    } catch (failure) {
      if (moved >= limitMs) throw failure;
    }
    await page.clock.runFor(STEP_MS);
    moved += STEP_MS;
  }
}
