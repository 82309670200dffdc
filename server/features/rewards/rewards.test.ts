import fontkit from '@pdf-lib/fontkit';
import { decodePDFRawStream, PDFDict, PDFDocument, PDFName, type PDFObject, PDFRawStream } from 'pdf-lib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as calls from '../../../shared/calls';
import type { Certificate } from '../../../shared/calls/rewards';
import type { Course } from '../../../shared/courses';
import { connected, nextEvent, startServer, type TestServer } from '../../test/harness';

let server: TestServer;
let sam: string;
let sara: string;
let coach: string;
const ACADEMY = 1;
const SAM = 3;
const SARA = 4;

beforeAll(async () => {
  server = await startServer();
  sam = await server.signIn('student@tonic.test');
  sara = await server.signIn('student2@tonic.test');
  coach = await server.signIn('coach@tonic.test');
});
afterAll(() => server.close());

const claim = (token: string, course_part_id: number, extra: Record<string, unknown> = {}) =>
  server.call(
    calls.rewards.saveReward,
    { user_id: undefined, course_id: ACADEMY, course_part_id, ...extra },
    token,
  );
const parts = async (token: string) =>
  ((await server.call(calls.courses.getCourse, { CourseId: ACADEMY }, token)).body.data as Course[])[0]!
    .CourseParts;
const totals = async (userId: number) => ({
  TotalXp: (await server.sql<{ TotalXp: number }>('select "TotalXp" from users where "Id" = ?', userId))[0]!
    .TotalXp,
  ledger: (
    await server.sql<{ s: number }>(
      'select cast(coalesce(sum("Amount"), 0) as integer) s from xp_ledger where "UserId" = ?',
      userId,
    )
  )[0]!.s,
});

describe('rewards', () => {
  it('20 parallel claims for one part award XP once, with the first achievement, live on another tab', async () => {
    const [first] = await parts(sam);
    const otherTab = server.connect(sam);
    await connected(otherTab);
    const xpEvent = nextEvent(otherTab, 'xp:changed');
    const achievementEvent = nextEvent(otherTab, 'achievement:earned');
    const replies = await Promise.all(Array.from({ length: 20 }, () => claim(sam, first!.Id)));
    expect(replies.every((r) => r.status === 200)).toBe(true);
    const awarded = replies.filter((r) => (r.body.data as { awarded: boolean }[])[0]!.awarded);
    expect(awarded).toHaveLength(1);
    expect((awarded[0]!.body.data as { achievement: { title: string } }[])[0]!.achievement.title).toBe(
      'First steps',
    );
    expect(await totals(SAM)).toEqual({ TotalXp: 5, ledger: 5 });
    expect(await xpEvent).toMatchObject({ TotalXp: 5, Delta: 5, CourseId: ACADEMY, CoursePartId: first!.Id });
    expect((await achievementEvent).achievement).toMatchObject({ title: 'First steps', required_xp: 5 });
    otherTab.disconnect();
  });

  it('a user with XP rewards off earns nothing', async () => {
    await server.sql('update users set "CollectXp" = 0 where "Id" = ?', SAM);
    const [, second] = await parts(sam);
    const reply = await claim(sam, second!.Id);
    expect(reply.body.data).toEqual([{ TotalXp: 5, achievement: null, awarded: false }]);
    expect(await totals(SAM)).toEqual({ TotalXp: 5, ledger: 5 });
    await server.sql('update users set "CollectXp" = 1 where "Id" = ?', SAM);
  });

  it('refuses claims for another user or a course without access, changing nothing', async () => {
    const [first] = await parts(sam);
    expect((await claim(sam, first!.Id, { user_id: SARA })).status).toBe(403);
    expect(
      (await server.call(calls.rewards.saveReward, { course_id: 2, course_part_id: 11 }, sam)).body
        .error_code,
    ).toBe('NO_COURSE_ACCESS');
    expect(await totals(SARA)).toEqual({ TotalXp: 15, ledger: 15 });
  });

  it('lists the parts whose reward the user has claimed, their own only', async () => {
    const claimed = async (token: string) =>
      (await server.call(calls.rewards.getClaimedRewards, { CourseId: ACADEMY }, token)).body
        .data as number[];
    const academyParts = await parts(sara);
    // Sara's seeded claims: the first part, the second and the post inside it.
    const [welcome, intervals] = academyParts;
    expect(await claimed(sara)).toEqual([welcome!.Id, intervals!.Id, intervals!.Blocks[0]!.PostId]);
    expect(await claimed(sam)).toEqual([welcome!.Id]);
    expect((await server.call(calls.rewards.getClaimedRewards, { CourseId: ACADEMY })).status).toBe(401);
  });

  it('pays XP for watched episodes in a course whose progress event is 2', async () => {
    await server.sql('update courses set "CourseProgressEvent" = 2 where "Id" = ?', ACADEMY);
    const third = (await parts(sam))[3]!;
    const reply = await server.call(
      calls.courses.updateVideoPlay,
      { CourseId: ACADEMY, CoursePartId: third.Id },
      sam,
    );
    expect(reply.body).toMatchObject({ addedProgress: true, total_xp: 10 });
    const again = await server.call(
      calls.courses.updateVideoPlay,
      { CourseId: ACADEMY, CoursePartId: third.Id },
      sam,
    );
    expect(again.body).toMatchObject({ addedProgress: false, total_xp: 10 });
    await server.sql('update courses set "CourseProgressEvent" = 1 where "Id" = ?', ACADEMY);
  });

  it('earns each achievement once: later awards reach only the next thresholds, a course’s by its XP', async () => {
    const held = async () =>
      (
        await server.sql<{ title: string }>(
          'select a."title" from user_achievements ua join achievements a on a."Id" = ua."AchievementId" where ua."UserId" = ? order by a."required_xp"',
          SAM,
        )
      ).map((row) => row.title);
    // Sam holds "First steps" and has 10 XP, all of it in the academy course.
    expect(await held()).toEqual(['First steps']);
    await server.sql('update users set "TotalXp" = 20 where "Id" = ?', SAM);
    const [, second] = await parts(sam);
    const reached = await claim(sam, second!.Id);
    expect(reached.body.data).toMatchObject([
      { awarded: true, TotalXp: 25, achievement: { title: 'Getting warmer' } },
    ]);
    // 15 XP in the course: its achievement (20) waits.
    expect(await held()).toEqual(['First steps', 'Getting warmer']);
    const inCourse = await claim(sam, second!.Blocks[0]!.PostId);
    expect(inCourse.body.data).toMatchObject([
      { awarded: true, TotalXp: 30, achievement: { title: 'Interval explorer' } },
    ]);
    expect(await held()).toEqual(['First steps', 'Interval explorer', 'Getting warmer']);
  });
});

describe('certificates', () => {
  let certificate: Certificate;

  it('is issued once when the course reaches 100 %, with an expiry from the validity period', async () => {
    await server.sql(
      'update courses set "CertificateExpires" = true, "CertificateValidityMonths" = 12 where "Id" = ?',
      ACADEMY,
    );
    const socket = server.connect(sara);
    await connected(socket);
    const issuedEvent = nextEvent(socket, 'certificate:issued');
    const milestone = (await parts(sara)).find((p) => p.PostType === 4)!;
    const reply = await server.call(
      calls.courses.updateVideoPlay,
      { CourseId: ACADEMY, CoursePartId: milestone.Id },
      sara,
    );
    expect(reply.body).toMatchObject({
      addedProgress: true,
      data: [{ progress_percent: 100, certificate_generated: true }],
    });
    const event = await issuedEvent;
    await server.call(calls.courses.resetEpisodeProgress, { CourseId: ACADEMY, PostId: milestone.Id }, sara);
    const twice = await server.call(
      calls.courses.updateVideoPlay,
      { CourseId: ACADEMY, CoursePartId: milestone.Id },
      sara,
    );
    expect(twice.body).toMatchObject({ data: [{ progress_percent: 100, certificate_generated: false }] });
    const mine = (await server.call(calls.rewards.getMyCertificates, {}, sara)).body.data as Certificate[];
    expect(mine).toHaveLength(1);
    certificate = mine[0]!;
    expect(certificate).toMatchObject({
      Code: event.Code,
      CourseName: 'Ear Training Fundamentals',
      HolderName: 'Sara Student',
      Status: 'active',
    });
    expect(certificate.Code).toMatch(/^TNC-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    const months =
      (Date.parse(certificate.ExpiresAt!) - Date.parse(certificate.IssuedAt)) / (30.4 * 86_400_000);
    expect(Math.round(months)).toBe(12);
    socket.disconnect();
  });

  it('the public verification says active, then inactive when revoked, expired after its validity', async () => {
    const verify = async () =>
      (await server.call(calls.rewards.verifyCertificate, { Code: certificate.Code.toLowerCase() })).body;
    expect((await verify()).data).toMatchObject({ Status: 'active', HolderName: 'Sara Student' });
    const student = await server.call(
      calls.rewards.setCertificateStatus,
      { Id: certificate.Id, Active: false },
      sam,
    );
    expect(student.status).toBe(403);
    await server.call(calls.rewards.setCertificateStatus, { Id: certificate.Id, Active: false }, coach);
    expect((await verify()).data).toMatchObject({ Status: 'inactive' });
    await server.call(calls.rewards.setCertificateStatus, { Id: certificate.Id, Active: true }, coach);
    server.advance(366 * 86_400_000);
    expect((await verify()).data).toMatchObject({ Status: 'expired' });
    expect((await server.call(calls.rewards.verifyCertificate, { Code: 'TNC-NOPE-NOPE' })).status).toBe(404);
    // A year on, every session has ended: sign in again for what follows.
    sam = await server.signIn('student@tonic.test');
    sara = await server.signIn('student2@tonic.test');
  });

  it('downloads as a real PDF for its holder only, with the token in the header', async () => {
    const get = (token: string | null) =>
      fetch(`${server.url}/api/certificates/${certificate.Code}.pdf`, {
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });
    const res = await get(sara);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(bytes.length).toBeGreaterThan(2000);
    expect((await get(sam)).status).toBe(404);
    expect((await get(null)).status).toBe(401);
  });

  it.each([
    ['Łukasz', 'Żółć', ['DejaVuSerif-Bold']],
    ['李', '雷', ['DejaVuSerif-Bold', 'DroidSansFallback']],
    ['Ann', '🎻', ['DejaVuSerif-Bold', 'Symbola']],
    // U+1FAE0 is newer than every shipped font: drawn as the placeholder, never a failure.
    ['Zoë', '🫠 Ωμέγα Жанна', ['DejaVuSerif-Bold']],
  ])('prints a holder named %s %s in the fonts that have its letters', async (FirstName, LastName, fonts) => {
    await server.sql(
      'update users set "FirstName" = ?, "LastName" = ? where "Id" = ?',
      FirstName,
      LastName,
      SARA,
    );
    const res = await fetch(`${server.url}/api/certificates/${certificate.Code}.pdf`, {
      headers: { authorization: `Bearer ${sara}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    const pdf = await PDFDocument.load(new Uint8Array(await res.arrayBuffer()));
    expect(pdf.getPageCount()).toBe(1);
    const embedded = embeddedFonts(pdf);
    expect(new Set(embedded.map((font) => font.name))).toEqual(new Set(fonts));
    // A broken subset shows as blank letters, not as an error: every glyph must decode.
    for (const { file } of embedded) {
      const font = fontkit.create(file);
      for (let id = 0; id < font.numGlyphs; id++) expect(() => font.getGlyph(id).path).not.toThrow();
    }
  });
  it('carries the school’s logo once the branding has one, drawn again from WebP', async () => {
    const download = async () =>
      PDFDocument.load(
        new Uint8Array(
          await (
            await fetch(`${server.url}/api/certificates/${certificate.Code}.pdf`, {
              headers: { authorization: `Bearer ${sara}` },
            })
          ).arrayBuffer(),
        ),
      );
    // Without a logo the only picture is the QR code (square).
    expect(imageSizes(await download())).toEqual([[240, 240]]);

    const admin = await server.signIn('admin@tonic.test');
    const logo = await sharp({ create: { width: 120, height: 40, channels: 3, background: '#1b5e20' } })
      .webp()
      .toBuffer();
    const form = new FormData();
    form.set('folder', 'uploads/');
    form.set('file', new Blob([new Uint8Array(logo)], { type: 'image/webp' }), 'logo.webp');
    const uploaded = await fetch(`${server.url}/api/ajaxUpload.php`, {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${admin}` },
    });
    const { newFilename } = (await uploaded.json()) as { newFilename: string };
    const saved = await server.call(
      calls.settings.saveBrand,
      {
        schoolName: 'Nordic Strings Academy',
        logoUrl: `/files/uploads/${newFilename}`,
        accentColor: null,
        mailSenderName: null,
        mailFooter: null,
        certificateSignature: null,
        webshopUrl: null,
      },
      admin,
    );
    expect(saved.status).toBe(200);
    expect(imageSizes(await download()).sort()).toEqual([
      [120, 40],
      [240, 240],
    ]);
  });
});

/** The width and height of every image XObject a PDF holds. */
function imageSizes(pdf: PDFDocument): [number, number][] {
  const sizes: [number, number][] = [];
  for (const [, object] of pdf.context.enumerateIndirectObjects()) {
    if (!isOf(PDFRawStream, object) || object.dict.get(PDFName.of('Subtype')) !== PDFName.of('Image'))
      continue;
    const size = (key: string) => Number(object.dict.lookup(PDFName.of(key))?.toString());
    sizes.push([size('Width'), size('Height')]);
  }
  return sizes;
}

/** Whether a PDF object is of a pdf-lib class (or a subclass). */
const isOf = <T>(kind: { prototype: T }, object: PDFObject | undefined): object is T & PDFObject =>
  object !== undefined && Object.prototype.isPrototypeOf.call(kind.prototype, object);

/** The fonts a PDF embeds: each name (without the number pdf-lib appends to a subset's) and file. */
function embeddedFonts(pdf: PDFDocument): { name: string; file: Uint8Array }[] {
  const fonts: { name: string; file: Uint8Array }[] = [];
  for (const [, object] of pdf.context.enumerateIndirectObjects()) {
    if (!isOf(PDFDict, object) || object.get(PDFName.of('Type')) !== PDFName.of('FontDescriptor')) continue;
    const name = object.lookup(PDFName.of('FontName'), PDFName).decodeText().replace(/-\d+$/, '');
    const file = object.lookup(PDFName.of('FontFile2'));
    if (!isOf(PDFRawStream, file)) throw new Error(`${name} has no embedded TrueType file`);
    fonts.push({ name, file: decodePDFRawStream(file).decode() });
  }
  return fonts;
}
