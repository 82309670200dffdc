import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, onTestFinished } from 'vitest';
import * as calls from '../../../shared/calls';
import type { Brand, Checklist } from '../../../shared/calls/settings';
import { connected, nextEvent, startServer, type TestServer, until } from '../../test/harness';

let server: TestServer;
afterEach(() => server?.close());

const BRAND: Brand = {
  schoolName: 'Nordic Strings Academy',
  logoUrl: '/files/uploads/AbCdEfGhIjKlMnOp1234.png',
  accentColor: '#1b5e20',
  mailSenderName: 'Nordic Strings',
  mailFooter: 'Nordic Strings Academy · Storgatan 1 · Umeå',
  certificateSignature: 'Anna Berg, head of school',
  webshopUrl: 'https://shop.nordicstrings.example',
};

function mails(): string[] {
  const dir = path.join(server.dataDir, 'mail');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .sort()
    .map((file) => {
      // Quoted-printable to its bytes, then those bytes as UTF-8.
      const bytes = fs
        .readFileSync(path.join(dir, file), 'utf8')
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
      return Buffer.from(bytes, 'latin1').toString('utf8');
    });
}

async function mailTo(address: string, containing: string): Promise<string> {
  let found: string | undefined;
  await until(() => {
    found = mails().find((text) => text.includes(`To: ${address}`) && text.includes(containing));
    return found !== undefined;
  });
  return found!;
}

/** A port nothing listens on: the mail server the failing test points at. */
async function closedPort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

describe('the school’s branding', () => {
  it('is refused field by field in the envelope, and to anyone but the school’s admins', async () => {
    server = await startServer();
    const admin = await server.signIn('admin@tonic.test');
    const coach = await server.signIn('coach@tonic.test');
    const student = await server.signIn('student@tonic.test');

    const tooLight = await server.call(calls.settings.saveBrand, { ...BRAND, accentColor: '#ffee58' }, admin);
    expect(tooLight.status).toBe(400);
    expect(tooLight.body).toMatchObject({
      status: 'INVALID',
      error_code: 'VALIDATION_FAILED',
      field: 'accentColor',
    });
    expect(JSON.stringify(tooLight.body)).toContain('too light');

    for (const [field, value] of [
      ['webshopUrl', 'javascript:alert(1)'],
      ['logoUrl', 'https://elsewhere.example/logo.png'],
      ['mailSenderName', 'Evil" <x@y>'],
      ['schoolName', '   '],
    ] as const) {
      const reply = await server.call(calls.settings.saveBrand, { ...BRAND, [field]: value }, admin);
      expect(reply.status, field).toBe(400);
      expect(reply.body, field).toMatchObject({ status: 'INVALID', field });
    }

    expect((await server.call(calls.settings.saveBrand, BRAND, coach)).status).toBe(403);
    expect((await server.call(calls.settings.saveBrand, BRAND, student)).status).toBe(403);
    expect((await server.call(calls.settings.saveBrand, BRAND, null)).status).toBe(401);
    // Nothing was saved by any of them.
    const settings = await server.call(calls.settings.getSettings, {});
    expect(settings.body.data).toMatchObject({ brand: { schoolName: 'Tonic', accentColor: null } });
  });

  it('reaches open pages at once, and the settings every page loads carry it', async () => {
    server = await startServer();
    const admin = await server.signIn('admin@tonic.test');
    const student = await server.signIn('student@tonic.test');
    const socket = server.connect(student);
    await connected(socket);
    const pushed = nextEvent(socket, 'settings:changed');

    const saved = await server.call(calls.settings.saveBrand, BRAND, admin);
    expect(saved.status).toBe(200);
    expect(saved.body.data).toEqual(BRAND);
    expect((await pushed).Keys).toEqual(['brand']);

    const settings = await server.call(calls.settings.getSettings, {});
    expect(settings.body.data).toMatchObject({ brand: BRAND, webshopUrl: BRAND.webshopUrl });
    socket.disconnect();
  });

  it('names the school in mails, their sender and footer, and in the credentials it issues', async () => {
    server = await startServer();
    const admin = await server.signIn('admin@tonic.test');
    await server.call(calls.settings.saveBrand, BRAND, admin);

    await server.call(calls.auth.requestReset, { Email: 'student@tonic.test' });
    const reset = await mailTo('student@tonic.test', 'reset the password');
    expect(reset).toContain('From: Nordic Strings <no-reply@tonic.test>');
    expect(reset).toContain('your Nordic Strings Academy account');
    expect(reset).toContain(BRAND.mailFooter);
    expect(reset).toContain('background:#1b5e20');
    expect(reset).not.toMatch(/Tonic(?!\.test)/);

    const issuer = (await (await fetch(`${server.url}/credentials/issuer`)).json()) as { name: string };
    expect(issuer.name).toBe('Nordic Strings Academy');

    // A system message speaks in the school's name.
    const [student] = await server.sql<{ Id: number }>(
      `select "Id" from users where "Email" = 'student@tonic.test'`,
    );
    const notice = await server.call(
      calls.messages.submitMessage,
      {
        UserId: student!.Id,
        SendAsNotification: true,
        Title: 'Welcome',
        Message: '<p>Term starts Monday.</p>',
      },
      admin,
    );
    expect(notice.body.data).toMatchObject({ SenderFirstName: 'Nordic Strings Academy', SenderLastName: '' });
  });

  it('shows the logo above every mail by its public address, and none without a logo', async () => {
    server = await startServer({ TONIC_PUBLIC_URL: 'https://nordicstrings.example' });
    const admin = await server.signIn('admin@tonic.test');
    await server.call(calls.settings.saveBrand, BRAND, admin);
    await server.call(calls.auth.requestReset, { Email: 'student@tonic.test' });
    expect(await mailTo('student@tonic.test', 'reset the password')).toContain(
      `<img src="https://nordicstrings.example${BRAND.logoUrl}" alt="Nordic Strings Academy"`,
    );

    await server.call(calls.settings.saveBrand, { ...BRAND, logoUrl: null }, admin);
    await server.call(calls.auth.requestReset, { Email: 'coach@tonic.test' });
    const plain = await mailTo('coach@tonic.test', 'reset the password');
    expect(plain).toContain('Nordic Strings Academy');
    expect(plain).not.toContain('<img');
  });

  it('titles the served page with the school’s name, so the first paint shows it', async () => {
    const staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tonic-client-'));
    fs.writeFileSync(
      path.join(staticDir, 'index.html'),
      '<!doctype html><html><head><title>Tonic</title></head><body><div id="root"></div></body></html>',
    );
    server = await startServer({ TONIC_STATIC_DIR: staticDir, TONIC_SELLER_NAME: 'Musikskolan' });
    onTestFinished(() => fs.rmSync(staticDir, { recursive: true, force: true }));
    const page = async (pathName: string) => {
      const res = await fetch(`${server.url}${pathName}`);
      expect(res.headers.get('content-type')).toContain('text/html');
      return res.text();
    };
    // Before the head names the school: the seller's name, never the product's.
    expect(await page('/MyCourses')).toContain('<title>Musikskolan</title>');

    const admin = await server.signIn('admin@tonic.test');
    await server.call(calls.settings.saveBrand, { ...BRAND, schoolName: 'Strings & <Bows>' }, admin);
    for (const pathName of ['/', '/login', '/index.html']) {
      const html = await page(pathName);
      expect(html, pathName).toContain('<title>Strings &amp; &lt;Bows&gt;</title>');
      expect(html, pathName).not.toContain('Tonic');
    }
  });

  it('names the latest published news in the served page, so the banner’s place is known at first paint', async () => {
    const staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tonic-client-'));
    fs.writeFileSync(
      path.join(staticDir, 'index.html'),
      '<!doctype html><html lang="en"><head><title>Tonic</title></head><body><div id="root"></div></body></html>',
    );
    server = await startServer({ TONIC_STATIC_DIR: staticDir });
    onTestFinished(() => fs.rmSync(staticDir, { recursive: true, force: true }));
    const newsIdInPage = async (pathName: string) => {
      const html = await (await fetch(`${server.url}${pathName}`)).text();
      expect(html).toContain('</title>');
      expect(html).toMatch(/^<!doctype html><html( data-latest-news="\d+")? lang="en"><head>/);
      const found = [...html.matchAll(/data-latest-news="(\d+)"/g)];
      expect(found.length).toBeLessThanOrEqual(1);
      return found[0] ? Number(found[0][1]) : null;
    };
    const admin = await server.signIn('admin@tonic.test');
    const latest = async () =>
      ((await server.call(calls.content.getLatestNews, {})).body.data as { id: number; title: string }[])[0];

    // The seeded item, on every client path.
    const seeded = await latest();
    expect(seeded).toBeDefined();
    for (const pathName of ['/', '/MyCourses', '/index.html'])
      expect(await newsIdInPage(pathName)).toBe(seeded!.id);

    // None published: no tag at all.
    await server.call(calls.content.saveNews, { id: seeded!.id, title: seeded!.title, content: 'x' }, admin);
    expect(await latest()).toBeUndefined();
    expect(await newsIdInPage('/')).toBeNull();

    // A draft does not count; a publish does, on the next page served.
    await server.call(calls.content.saveNews, { title: 'Draft', content: 'x' }, admin);
    expect(await newsIdInPage('/')).toBeNull();
    const published = await server.call(
      calls.content.saveNews,
      { title: 'Rhythm Lab is open', content: '<p>x</p>', Published: true },
      admin,
    );
    const publishedId = (published.body.data as { id: number }).id;
    expect(publishedId).not.toBe(seeded!.id);
    expect(await newsIdInPage('/login')).toBe(publishedId);
  });

  it('sends a test mail at once and says so; a mail server that cannot be reached is said plainly', async () => {
    server = await startServer();
    const admin = await server.signIn('admin@tonic.test');
    await server.call(calls.settings.saveBrand, BRAND, admin);
    const reply = await server.call(calls.settings.sendTestMail, {}, admin);
    expect(reply.body.data).toEqual({ sent: true, to: 'admin@tonic.test', error: null });
    expect(await mailTo('admin@tonic.test', 'Test mail from Nordic Strings Academy')).toContain(
      'From: Nordic Strings <no-reply@tonic.test>',
    );
    expect(
      (await server.call(calls.settings.sendTestMail, {}, await server.signIn('coach@tonic.test'))).status,
    ).toBe(403);
    await server.close();

    server = await startServer({ SMTP_HOST: '127.0.0.1', SMTP_PORT: String(await closedPort()) });
    const head = await server.signIn('admin@tonic.test');
    const failed = await server.call(calls.settings.sendTestMail, {}, head);
    expect(failed.status).toBe(200);
    const data = failed.body.data as { sent: boolean; error: string };
    expect(data.sent).toBe(false);
    expect(data.error).toMatch(/ECONNREFUSED|connect/i);
    const checklist = (await server.call(calls.settings.getChecklist, {}, head)).body.data as Checklist;
    expect(checklist.steps.find((s) => s.key === 'mail')?.done).toBe(false);
  });
});

describe('the head’s first-run checklist', () => {
  const done = (list: Checklist) =>
    Object.fromEntries(list.steps.map((step) => [step.key, step.done])) as Record<string, boolean>;

  it('works each step out from the school’s data, and stays until dismissed', async () => {
    server = await startServer();
    const admin = await server.signIn('admin@tonic.test');
    const get = async () =>
      (await server.call(calls.settings.getChecklist, {}, admin)).body.data as Checklist;

    const first = await get();
    expect(first.steps.map((s) => s.key)).toEqual([
      'brand',
      'mail',
      'course',
      'product',
      'teacher',
      'codes',
      'landing',
    ]);
    // The demo school has courses with parts and a coach; nothing else yet.
    expect(done(first)).toEqual({
      brand: false,
      mail: false,
      course: true,
      product: false,
      teacher: true,
      codes: false,
      landing: false,
    });
    expect(first.dismissed).toBe(false);

    // A name alone is not the step: logo and colour belong to it.
    await server.call(calls.settings.saveBrand, { ...BRAND, logoUrl: null }, admin);
    expect(done(await get()).brand).toBe(false);
    await server.call(calls.settings.saveBrand, BRAND, admin);
    expect(done(await get()).brand).toBe(true);

    const socket = server.connect(admin);
    await connected(socket);
    const codeChanged = nextEvent(socket, 'code:changed');
    const [course] = await server.sql<{ Id: number }>(
      'select "Id" from courses where "CompanyId" is null limit 1',
    );
    await server.call(
      calls.codes.createCodes,
      { CourseIds: [course!.Id], Description: 'Spring term' },
      admin,
    );
    await codeChanged;
    expect(done(await get()).codes).toBe(true);

    const contentChanged = nextEvent(socket, 'content:changed');
    await server.call(
      calls.content.saveContent,
      { TheKey: 'login.intro', Locale: 'en', content: '<p>Welcome to Nordic Strings.</p>' },
      admin,
    );
    await contentChanged;
    expect(done(await get()).landing).toBe(true);

    const settingsChanged = nextEvent(socket, 'settings:changed');
    await server.call(calls.settings.sendTestMail, {}, admin);
    expect((await settingsChanged).Keys).toEqual(['checklist']);
    expect(done(await get()).mail).toBe(true);

    const dismissed = await server.call(calls.settings.dismissChecklist, { dismissed: true }, admin);
    expect((dismissed.body.data as Checklist).dismissed).toBe(true);
    expect((await get()).dismissed).toBe(true);
    socket.disconnect();

    const student = await server.signIn('student@tonic.test');
    expect((await server.call(calls.settings.getChecklist, {}, student)).status).toBe(403);
  });
});
