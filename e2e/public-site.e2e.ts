// The public site (issue 7, points 5-8): page texts follow the language switch; the ear-training
// exercises play a round to the end with a score (and a signed-in round earns XP); the 404 game
// starts and answers its keys; the public forms, free lessons, resources and the webshop redirect;
// and the teams variant's landing page: pricing anchor, plans in euro and kronor, contact form,
// academy pages answering 404; the admin menu's login-edit opens the sign-in page in page-edit mode.
import type { Page } from '@playwright/test';
import { expectAccessible, visit } from './support/a11y';
import { INTERVAL_SIZES, KEYS, midiOf } from './support/intervals';
import { TEAMS_URL } from './support/servers';
import { expect, test } from './support/test';

const main = (page: Page) => page.getByRole('main');
const heading = (page: Page) => main(page).getByRole('heading', { level: 1 });

/** Picks an option of a segmented control by its visible label (the radio itself is hidden). */
async function chooseSegment(page: Page, label: string): Promise<void> {
  const option = main(page)
    .locator('label')
    .filter({ hasText: new RegExp(`^${label}$`) })
    .first();
  await option.click();
  await expect(main(page).getByRole('radio', { name: label, exact: true }).first()).toBeChecked();
}

test('switching language changes the page texts', async ({ page }) => {
  await page.goto('/faq');
  await expect(heading(page)).toHaveText('FAQ');
  await expect(main(page).getByRole('heading', { name: 'What is Tonic?' })).toBeVisible();

  await page.getByRole('banner').getByRole('button', { name: 'Svenska' }).click();
  await expect(main(page).getByRole('heading', { name: 'Vad är Tonic?' })).toBeVisible();
  await expect(main(page).getByRole('heading', { name: 'What is Tonic?' })).toHaveCount(0);
  await expectAccessible(page);

  // Another text page, still in Swedish; then back to English.
  await visit(page, '/privacy');
  await expect(heading(page)).toHaveText('Integritet');
  await expect(main(page).getByRole('heading', { name: 'Kakor' })).toBeVisible();
  await page.getByRole('banner').getByRole('button', { name: 'English' }).click();
  await expect(main(page).getByRole('heading', { name: 'Cookies' })).toBeVisible();
});

test('NameTheInterval plays a round to the end with a score', async ({ page }) => {
  await page.goto('/EarTraining');
  await main(page).getByRole('link', { name: 'Name the interval' }).click();
  await expect(page).toHaveURL(/\/EarTraining\/NameTheInterval$/);
  await expect(heading(page)).toHaveText('Name the interval');
  await chooseSegment(page, '5');
  await expectAccessible(page);
  await main(page).getByRole('button', { name: 'Start round' }).click();

  let right = 0;
  for (let question = 1; question <= 5; question += 1) {
    const board = main(page).getByTestId('scoreboard');
    await expect(board).toContainText(`Question ${question} of 5`);
    await expect(board).toContainText(`Score: ${right}`);
    // The live region is there before the answer, so the answer is announced into it.
    const said = main(page).getByTestId('announcement');
    await expect(said).toHaveAttribute('aria-live', 'polite');
    await expect(said).toBeEmpty();
    // Answer by number key and by click, in turn.
    if (question % 2 === 1) await page.keyboard.press('1');
    else await main(page).getByRole('group', { name: 'Answers' }).getByRole('button').first().click();
    const feedback = main(page).getByTestId('feedback');
    await expect(feedback).toBeVisible();
    const wasRight = (await feedback.textContent())?.startsWith('Right') ?? false;
    await expect(said).toHaveText(/^(Right: .+\.|Not quite\. .+)$/);
    if (question === 1) await expectAccessible(page);
    const next = main(page).getByRole('button', {
      name: question === 5 ? 'See the result' : 'Next question',
    });
    if (wasRight) {
      right += 1;
      // Focus waits on the way on, so Enter continues.
      await expect(next).toBeFocused();
      await page.keyboard.press('Enter');
    } else {
      await main(page).getByRole('button', { name: 'Hear your choice' }).click();
      await next.click();
    }
  }

  await expect(main(page).getByRole('heading', { name: 'Round complete' })).toBeVisible();
  await expect(main(page).getByTestId('round-result')).toHaveText(`You got ${right} of 5 right.`);
  await expect(main(page).getByText('Sign in to earn XP for your rounds.')).toBeVisible();
  await expectAccessible(page);

  // Another round starts from the summary, where the focus waits and says the score.
  const again = main(page).getByRole('button', { name: 'Play another round' });
  await expect(again).toBeFocused();
  await expect(again).toHaveAccessibleDescription(`You got ${right} of 5 right.`);
  await page.keyboard.press('Enter');
  await expect(main(page).getByTestId('scoreboard')).toContainText('Question 1 of 5');
});

/** The computer key that plays the answer to "Major third up from E4". */
function answerKey(task: string): string {
  const match = /^(.+) (up|down) from ([A-G]♯?)(\d)$/.exec(task);
  if (!match) throw new Error(`Unexpected task: ${task}`);
  const [, interval = '', direction, note = '', octave] = match;
  const root = midiOf(note, octave ?? '');
  const size = INTERVAL_SIZES[interval] ?? 0;
  const target = direction === 'up' ? root + size : root - size;
  return KEYS[target - 60] ?? '';
}

// A signed-in learner plays the server's rounds instead (e2e/earTraining.e2e.ts).
test('a visitor plays the intervals on the keyboard', async ({ page }) => {
  await visit(page, '/EarTraining/KeyboardIntervals_1');
  await expect(heading(page)).toHaveText('Play the interval');
  await chooseSegment(page, 'Both');
  await chooseSegment(page, '5');
  await main(page).getByRole('button', { name: 'Start round' }).click();

  // A wrong key first: it is marked and can be heard, and it ends the streak.
  const task = main(page).getByTestId('task');
  const first = (await task.textContent()) ?? '';
  const right = answerKey(first);
  const wrong = KEYS[(KEYS.indexOf(right) + 1) % KEYS.length] ?? 'z';
  await page.keyboard.press(wrong);
  await expect(main(page).getByTestId('feedback')).toContainText('Not quite');
  await expect(main(page).locator('[data-mark="wrong"]')).toHaveCount(1);
  await expect(main(page).locator('[data-mark="right"]')).toHaveCount(1);
  await main(page).getByRole('button', { name: 'Hear your choice' }).click();
  await expectAccessible(page);
  await main(page).getByRole('button', { name: 'Next question' }).click();

  // The rest right: by letter key, and once by clicking the key on screen.
  for (let question = 2; question <= 5; question += 1) {
    await expect(main(page).getByTestId('scoreboard')).toContainText(`Question ${question} of 5`);
    const key = answerKey((await task.textContent()) ?? '');
    if (question === 2) {
      await main(page)
        .getByRole('button', { name: new RegExp(`, key ${key.toUpperCase()}(,|$)`) })
        .click();
    } else await page.keyboard.press(key);
    await expect(main(page).getByTestId('feedback')).toContainText('Right!');
    await expect(main(page).getByTestId('scoreboard')).toContainText(`Streak: ${question - 1}`);
    await page.keyboard.press('Enter');
  }

  await expect(main(page).getByTestId('round-result')).toHaveText('You got 4 of 5 right.');
  await expect(main(page).getByText('Best streak: 4')).toBeVisible();
  await expect(main(page).getByText('Sign in to earn XP for your rounds.')).toBeVisible();
  await expectAccessible(page);
});

test('the 404 game starts and reacts to its keys, with the way home', async ({ page }) => {
  // The animation frames the game asks for are counted (its code is the chunk named after it; data
  // arriving asks for frames of its own), to see that a board at rest asks for none.
  await page.addInitScript(() => {
    const ask = window.requestAnimationFrame.bind(window);
    const counted = window as unknown as { framesAsked: number; askFrame: typeof ask };
    counted.framesAsked = 0;
    counted.askFrame = ask;
    window.requestAnimationFrame = (callback) => {
      if (new Error().stack?.includes('NotFoundGame')) counted.framesAsked += 1;
      return ask(callback);
    };
  });
  await page.goto('/no-such-page');
  await expect(page).toHaveURL(/\/404$/);
  await expect(heading(page)).toHaveText('Page not found');
  const board = main(page).getByTestId('game-board');
  await expect(board).toHaveAttribute('data-status', 'ready');
  // Waiting to start, the board is drawn once (in its first frames) and then asks for no frames:
  // none over the 30 frames after those.
  const askedAtRest = await page.evaluate(async () => {
    const counted = window as unknown as { framesAsked: number; askFrame: typeof requestAnimationFrame };
    const frames = async (count: number) => {
      for (let frame = 0; frame < count; frame += 1) await new Promise((next) => counted.askFrame(next));
    };
    await frames(5);
    const before = counted.framesAsked;
    await frames(30);
    return counted.framesAsked - before;
  });
  expect(askedAtRest).toBe(0);

  await board.focus();
  await page.keyboard.press('Space');
  await expect(board).toHaveAttribute('data-status', 'running');
  await expect(main(page).getByTestId('game-status')).toHaveText('Jump with Space, ↑ or a tap!');
  // Running, it asks for every frame (the count proves the counting sees the game's frames).
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { framesAsked: number }).framesAsked))
    .toBeGreaterThan(30);
  await page.keyboard.press('ArrowUp');
  await expect(board).toHaveAttribute('data-jumps', '1');
  await expect(main(page).getByTestId('game-score')).toHaveText(/^Score: \d+$/);

  // Restart gives a fresh game at once; a tap jumps.
  await main(page).getByRole('button', { name: 'Restart' }).click();
  await expect(board).toHaveAttribute('data-jumps', '0');
  await expect(board).toHaveAttribute('data-status', 'running');
  await board.click();
  await expect(board).toHaveAttribute('data-jumps', '1');

  await main(page).getByRole('link', { name: 'Take me home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('a visitor requests a coaching session and watches a free lesson', async ({ page }) => {
  await page.goto('/book-a-coaching-session');
  // The request form (the page also offers the coaches' free times, with a form of their own,
  // whenever a journey has published one).
  const request = main(page).getByRole('form', { name: 'Request a session' });
  await request.getByRole('button', { name: 'Send request' }).click();
  await expect(request.getByText('Please enter your name.')).toBeVisible();
  await request.getByLabel('Your name').fill('Vera Visitor');
  await request.getByLabel('Email').fill('vera@example.test');
  await request.getByLabel('Preferred time').fill('2031-03-04T15:30');
  await request.getByLabel('What would you like to work on?').fill('Singing thirds in tune.');
  await request.getByRole('button', { name: 'Send request' }).click();
  await expect(main(page).getByRole('status')).toContainText('Your request has been sent');
  await expectAccessible(page);

  await page.goto('/FreeLessons');
  await expect(main(page).getByRole('heading', { name: 'Getting started' })).toBeVisible();
  await main(page)
    .getByRole('button', { name: /Welcome to ear training/ })
    .click();
  await expect(main(page).locator('video')).toBeVisible();
  await expect(main(page).getByRole('heading', { name: 'Welcome!' })).toBeVisible();
  await expectAccessible(page);
  await page.goto('/FreeLessons/Getting%20started');
  await expect(heading(page)).toHaveText('Free lessons: Getting started');
});

test('staff add a resource that signed-in users can download, then remove it', async ({ openAs }) => {
  const page = await openAs('admin');
  await page.goto('/Resources');
  const title = `Interval sheet ${Date.now()}`;
  await main(page).getByLabel('Title').fill(title);
  await main(page).getByLabel('Description').fill('Practice sheet for thirds.');
  await main(page)
    .locator('input[type="file"]')
    .setInputFiles({
      name: 'sheet.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n'),
    });
  await main(page).getByRole('button', { name: 'Upload and add' }).click();
  const card = main(page).getByRole('listitem').filter({ hasText: title });
  await expect(card).toBeVisible();
  const link = card.getByRole('link', { name: `Download ${title}` });
  await expect(link).toHaveAttribute('href', /^\/files\/resources\/[\w-]+\.pdf$/);
  const download = await page.request.get((await link.getAttribute('href')) ?? '');
  expect(download.ok()).toBe(true);
  await expectAccessible(page);

  await card.getByRole('button', { name: `Remove ${title}` }).click();
  await page.getByRole('dialog', { name: 'Remove resource' }).getByRole('button', { name: 'Yes' }).click();
  await expect(card).toHaveCount(0);
});

test('admin menu login-edit: the sign-in page in page-edit mode, intro editable', async ({ openAs }) => {
  const page = await openAs('admin');
  await page.goto('/MyCourses');
  await page.getByRole('button', { name: 'Admin', exact: true }).click();
  // The long list keeps within the window (scrolling inside), so it never moves under the pointer.
  const menu = page.getByRole('menu');
  const viewport = page.viewportSize();
  await expect
    .poll(async () => {
      const box = await menu.boundingBox();
      return box !== null && viewport !== null && box.y >= 0 && box.y + box.height <= viewport.height;
    })
    .toBe(true);
  await menu.getByRole('menuitem', { name: 'Edit login page' }).click();
  // Signed in, the sign-in page stays (rather than sending on) with page-edit mode on.
  await expect(page).toHaveURL(/\/login\?edit=1$/);
  await expect(heading(page)).toHaveText('Sign in to Tonic');
  const toggle = page.getByRole('banner').getByRole('button', { name: 'Edit page texts' });
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  const editor = main(page).getByRole('textbox', { name: 'Page text login.intro' });
  await expect(editor).toBeVisible();
  await expect(editor).toContainText('Welcome back!');
  await expectAccessible(page);

  // Without the edit flag a signed-in visit still moves on.
  await toggle.click();
  await expect(editor).toHaveCount(0);
  await expect(main(page).locator('[data-content-key="login.intro"]')).toContainText('Welcome back!');
  await page.goto('/login');
  await expect(page).toHaveURL(/\/MyCourses$/);
});

test('/webshop sends the visitor to the configured store', async ({ page }) => {
  await page.route('https://shop.tonic.test/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Shop</title><h1>Shop</h1>' }),
  );
  await page.goto('/webshop');
  await expect(page).toHaveURL('https://shop.tonic.test/');
});

test.describe('the teams variant', () => {
  test.use({ baseURL: TEAMS_URL });

  test('the landing page: pricing anchor, plans in euro and kronor, contact form, academy pages 404', async ({
    page,
  }) => {
    // The landing page is checked where the banners have arrived (routes-variants.e2e.ts).
    await page.goto('/');
    await expect(heading(page)).toHaveText('Training your team will love');
    await expect(main(page).getByText('No credit card needed.', { exact: true })).toBeVisible();

    await main(page)
      .getByRole('navigation', { name: 'On this page' })
      .getByRole('link', { name: 'Pricing' })
      .click();
    await expect(page).toHaveURL(/\/#pricing$/);
    const pricing = main(page).getByRole('heading', { name: 'Plans and pricing' });
    await expect(pricing).toBeInViewport();
    // Scrolled to, and clear of the fixed app bar (60 px).
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    const box = await pricing.boundingBox();
    expect(box?.y ?? 0).toBeGreaterThanOrEqual(60);

    for (const name of ['Starter', 'Professional', 'Enterprise']) {
      await expect(main(page).getByRole('article', { name })).toBeVisible();
    }
    await expect(main(page).getByTestId('price-starter')).toHaveText('€200 per month');
    await expect(main(page).getByTestId('price-professional')).toHaveText('€600 per month');
    await expect(main(page).getByTestId('price-enterprise')).toHaveText('Price on request');
    const starter = main(page).getByRole('article', { name: 'Starter' });
    for (const feature of [
      'Up to 50 active users',
      'Up to 3 courses',
      '500 MB storage',
      '1 company account',
    ]) {
      await expect(starter.getByText(feature)).toBeVisible();
    }
    await expect(
      main(page).getByRole('article', { name: 'Professional' }).getByText('4 GB storage'),
    ).toBeVisible();

    await page.getByRole('banner').getByRole('button', { name: 'Svenska' }).click();
    await expect(main(page).getByTestId('price-starter')).toHaveText('2000 kronor per månad');
    await expect(main(page).getByTestId('price-professional')).toHaveText('6000 kronor per månad');
    await page.getByRole('banner').getByRole('button', { name: 'English' }).click();

    await main(page).getByRole('link', { name: 'Contact us' }).first().click();
    await expect(page).toHaveURL(/#contact-us$/);
    const form = main(page).getByRole('form', { name: 'Contact us' });
    await form.getByLabel('Your name').fill('Tom Teamlead');
    await form.getByLabel('Email').fill('tom@company.test');
    await form.getByLabel('Company').fill('Company AB');
    await form.getByLabel('Your message').fill('A demo for 40 people, please.');
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(main(page).getByText('Your message has been sent')).toBeVisible();

    await page.goto('/EarTraining');
    await expect(page).toHaveURL(/\/404$/);
    await expect(heading(page)).toHaveText('Page not found');
  });

  test('signed in, / still leads to My courses', async ({ openAs }) => {
    const page = await openAs('admin');
    await page.goto('/');
    await expect(page).toHaveURL(/\/MyCourses$/);
    await expect(page.getByRole('heading', { level: 1, name: 'My courses' })).toBeVisible();
    await expectAccessible(page);
  });
});
