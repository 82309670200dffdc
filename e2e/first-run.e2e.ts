// A new school from nothing (issue: a school can run on Tonic): on an empty production database
// the operator makes the first admin with `npm run admin -- create`; the admin signs in, creates a
// course, and enrols a student who registered, who sees the course appear at once.
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/a11y';
import { NEW_PASSWORD, signInAs } from './support/accounts';
import { mailedLink, VERIFY_LINK } from './support/mail';

const run = promisify(execFile);
const ADMIN = { email: 'fiona@new-school.test', password: 'the first admin passphrase' };
const STUDENT = 'stella@new-school.test';
const COURSE = 'Rhythm Basics';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

let child: ChildProcess | null = null;
let url = '';
let dataDir = '';
let env: NodeJS.ProcessEnv = {};

test.beforeAll(async () => {
  const port = await freePort();
  url = `http://127.0.0.1:${port}`;
  dataDir = path.join(process.env.TONIC_E2E_DATA_DIR ?? '', `first-run-${port}`);
  fs.mkdirSync(dataDir, { recursive: true });
  env = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    TONIC_DATA_DIR: dataDir,
    TONIC_STATIC_DIR: process.env.TONIC_BUILD_DIR ?? 'dist/client',
    TONIC_PUBLIC_URL: url,
    TONIC_ORIGINS: url,
    TONIC_LOG_LEVEL: 'warn',
  };
  delete env.TONIC_SEED;
  delete env.TONIC_DATABASE_URL;
});

test.afterAll(async () => {
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((resolve) => child?.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
});

test('the first admin, made by the command on an empty production database, enrols a student live', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  // The operator's command, with the password on standard input.
  const create = run(
    'npx',
    [
      'tsx',
      'scripts/admin.ts',
      'create',
      '--email',
      ADMIN.email,
      '--first-name',
      'Fiona',
      '--last-name',
      'First',
      '--password-stdin',
    ],
    { env },
  );
  create.child.stdin?.end(`${ADMIN.password}\n`);
  const { stdout } = await create;
  expect(stdout).toContain(`Created the administrator ${ADMIN.email}`);

  // The server itself is the child (not npx, whose child would outlive a signal to it).
  child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await expect
    .poll(async () => (await fetch(`${url}/healthz`).catch(() => null))?.status, { timeout: 60_000 })
    .toBe(200);

  // Nothing else is there: no demo accounts.
  const admin = await (await browser.newContext({ baseURL: url })).newPage();
  await admin.goto('/login');
  await admin.getByLabel('Email').fill('admin@tonic.test');
  await admin.getByLabel('Password', { exact: true }).fill('tonic-demo');
  await admin.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(admin.getByText(/Wrong email or password/)).toBeVisible();
  await signInAs(admin, ADMIN.email, ADMIN.password);

  await admin.goto('/Courses');
  await admin.getByRole('button', { name: 'New course' }).click();
  const dialog = admin.getByRole('dialog', { name: 'New course' });
  await dialog.getByLabel('Title').fill(COURSE);
  await dialog.getByLabel('Code').fill('RHY-101');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(admin.getByRole('link', { name: `Open ${COURSE}` })).toBeVisible();

  // A student registers and verifies their address.
  const student = await (await browser.newContext({ baseURL: url })).newPage();
  await student.goto('/register');
  await student.getByLabel('First name').fill('Stella');
  await student.getByLabel('Last name').fill('Student');
  await student.getByLabel('Email').fill(STUDENT);
  await student.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
  await student.getByLabel('I agree to the terms of service').check();
  await student.getByRole('button', { name: 'Create account' }).click();
  await expect(student.getByText(/Check your email/)).toBeVisible();
  await student.goto(await mailedLink(STUDENT, VERIFY_LINK, path.join(dataDir, 'mail')));
  await expect(student.getByText('Your email address is verified. You can sign in now.')).toBeVisible();
  await signInAs(student, STUDENT, NEW_PASSWORD);
  await expect(student.getByText('You have no courses yet.')).toBeVisible();

  // The admin enrols them; My courses shows the course without a reload.
  await admin.goto('/users');
  await admin.getByLabel('Search by name or email').fill('stella');
  await admin.getByRole('row').filter({ hasText: STUDENT }).click();
  const access = admin.getByRole('region', { name: 'Course access' });
  await access.getByLabel('Grant a course').click();
  await admin.getByRole('option', { name: COURSE }).click();
  await access.getByRole('button', { name: 'Grant' }).click();
  await expect(access.getByText('Granted by staff')).toBeVisible();
  await expectAccessible(admin);
  await expect(student.getByRole('main').getByText(COURSE).first()).toBeVisible();
});
