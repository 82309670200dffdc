import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as calls from '../../../shared/calls';
import type { NewsItem } from '../../../shared/calls/content';
import { connected, nextEvent, startServer, type TestServer } from '../../test/harness';

let server: TestServer;
let admin: string;
let student: string;

beforeAll(async () => {
  server = await startServer();
  admin = await server.signIn('admin@tonic.test');
  student = await server.signIn('student@tonic.test');
});
afterAll(() => server.close());

const get = (data: Record<string, unknown>) => server.call(calls.content.getContent, data);
const save = (token: string, data: Record<string, unknown>) =>
  server.call(calls.content.saveContent, data, token);

describe('page texts', () => {
  it('answers the default until a text is saved, per language', async () => {
    const reply = await get({ TheKey: 'faq.intro', DefaultContent: '<p>Questions?</p>', Locale: 'en' });
    expect(reply.body.data).toEqual([
      { Content: '<p>Questions?</p>', CreationDate: null, ModificationDate: null },
    ]);
  });

  it('staff save sanitised HTML; it is pushed to every open page; other languages keep theirs', async () => {
    const viewer = server.connect(student);
    await connected(viewer);
    const pushed = nextEvent(viewer, 'content:changed');
    const saved = await save(admin, {
      TheKey: 'faq.intro',
      content: '<p>Ask <b>us</b><script>x()</script></p>',
      Locale: 'en',
      isZoned: 0,
    });
    expect(saved.body).toMatchObject({ status: 'OK', datetime: expect.any(String) });
    expect(await pushed).toMatchObject({ Key: 'faq.intro', Locale: 'en' });
    expect((await get({ TheKey: 'faq.intro', Locale: 'en' })).body.data).toMatchObject([
      { Content: '<p>Ask <b>us</b></p>' },
    ]);
    expect(
      (await get({ TheKey: 'faq.intro', Locale: 'sv', DefaultContent: 'Frågor?' })).body.data,
    ).toMatchObject([{ Content: 'Frågor?' }]);
    viewer.disconnect();
  });

  it('zoned texts belong to the site variant', async () => {
    await save(admin, { TheKey: 'landing.hero', content: '<p>Academy hero</p>', isZoned: true });
    expect((await get({ TheKey: 'landing.hero', isZoned: true })).body.data).toMatchObject([
      { Content: '<p>Academy hero</p>' },
    ]);
    expect(
      (await get({ TheKey: 'landing.hero', isZoned: false, DefaultContent: 'shared' })).body.data,
    ).toMatchObject([{ Content: 'shared' }]);
  });

  it('a student cannot save, and nothing changes; a bad key is refused', async () => {
    expect((await save(student, { TheKey: 'faq.intro', content: '<p>hacked</p>' })).status).toBe(403);
    expect((await get({ TheKey: 'faq.intro' })).body.data).toMatchObject([
      { Content: '<p>Ask <b>us</b></p>' },
    ]);
    expect((await get({ TheKey: '<script>' })).body).toMatchObject({ status: 'INVALID', field: 'TheKey' });
  });

  it('takes the legacy body without req for a single-call file', async () => {
    const res = await server.post(
      'content/get_content.php',
      new URLSearchParams({ data: JSON.stringify({ TheKey: 'faq.intro' }) }),
    );
    expect(res.status).toBe(200);
  });
});

describe('news', () => {
  it('publishing pushes news:published to everyone; the latest list shows published items only', async () => {
    const draft = await server.call(
      calls.content.saveNews,
      { title: 'Draft', content: '<p>Not yet</p>' },
      admin,
    );
    expect((draft.body.data as NewsItem).Published).toBe(false);
    const viewer = server.connect(student);
    await connected(viewer);
    const pushed = nextEvent(viewer, 'news:published');
    const published = await server.call(
      calls.content.saveNews,
      { title: '<b>New</b> course!', content: '<p>Rhythm Lab is open.</p>', Published: true },
      admin,
    );
    expect((await pushed).news).toMatchObject({ title: '<b>New</b> course!', Published: true });
    const latest = await server.call(calls.content.getLatestNews, { user_id: null });
    // Newest first (the demo seed has one older published item); drafts never show.
    const ids = (latest.body.data as NewsItem[]).map((n) => n.id);
    expect(ids[0]).toBe((published.body.data as NewsItem).id);
    expect(ids).not.toContain((draft.body.data as NewsItem).id);
    expect(
      (await server.call(calls.content.getNewsItem, { id: (draft.body.data as NewsItem).id })).status,
    ).toBe(404);
    viewer.disconnect();
  });

  it('records a dismissal for the signed-in user only', async () => {
    const [item] = (await server.call(calls.content.getLatestNews, {})).body.data as NewsItem[];
    expect(
      (await server.call(calls.content.storeNewsInteraction, { news_id: item!.id, user_id: 1 }, student))
        .status,
    ).toBe(403);
    expect(
      (await server.call(calls.content.storeNewsInteraction, { news_id: item!.id, user_id: 3 }, student))
        .status,
    ).toBe(200);
    expect((await server.call(calls.content.saveNews, { title: 'x', content: 'y' }, student)).status).toBe(
      403,
    );
  });

  it('sanitises news HTML; drafts are for staff only; a draft becomes news when published', async () => {
    const saved = await server.call(
      calls.content.saveNews,
      { title: '<i>Jam</i><img src=x onerror=alert(1)>', content: '<p onclick="x()">Bring <b>drums</b></p>' },
      admin,
    );
    const item = saved.body.data as NewsItem;
    expect(item.title).toMatch(/^<i>Jam<\/i>/);
    expect(item.title).not.toMatch(/onerror/);
    expect(item.content).toBe('<p>Bring <b>drums</b></p>');
    expect((await server.call(calls.content.getAllNews, {}, student)).status).toBe(403);
    expect((await server.call(calls.content.getAllNews, {})).status).toBe(401);
    const all = (await server.call(calls.content.getAllNews, {}, admin)).body.data as NewsItem[];
    expect(all.find((n) => n.id === item.id)).toMatchObject({ Published: false, PublishedAt: null });

    const viewer = server.connect(student);
    await connected(viewer);
    const pushed = nextEvent(viewer, 'news:published');
    await server.call(
      calls.content.saveNews,
      { id: item.id, title: 'Jam', content: '<p>Bring drums</p>', Published: true },
      admin,
    );
    expect((await pushed).news).toMatchObject({ id: item.id, title: 'Jam' });
    expect((await server.call(calls.content.getNewsItem, { id: item.id })).body.data).toMatchObject({
      id: item.id,
      Published: true,
    });
    viewer.disconnect();
  });
});

describe('news of a site variant', () => {
  it('is shown only on that variant, seeded and written alike', async () => {
    const titles = async (on: TestServer) =>
      ((await on.call(calls.content.getLatestNews, {})).body.data as NewsItem[]).map((item) => item.title);
    const academy = await startServer();
    const academyAdmin = await academy.signIn('admin@tonic.test');
    await academy.call(
      calls.content.saveNews,
      { title: 'Concert night', content: '<p>Friday</p>', Published: true },
      academyAdmin,
    );
    expect(await titles(academy)).toEqual(['Concert night', 'Ear training is here']);
    const { dataDir } = academy;
    await academy.close({ keepData: true });

    // The same database served as the teams variant.
    const teams = await startServer({ TONIC_SITE: 'teams' }, { dataDir });
    try {
      expect(await titles(teams)).toEqual(['Certificates for your team']);
      const teamsAdmin = await teams.signIn('admin@tonic.test');
      const all = (await teams.call(calls.content.getAllNews, {}, teamsAdmin)).body.data as NewsItem[];
      expect(all.map((item) => item.title)).toEqual(['Certificates for your team']);
      const academyItem = 1;
      expect((await teams.call(calls.content.getNewsItem, { id: academyItem })).status).toBe(404);
    } finally {
      await teams.close();
    }
  });
});

describe('news in two languages', () => {
  it('keeps Swedish texts sanitised beside the English ones; an empty Swedish text is none', async () => {
    const saved = await server.call(
      calls.content.saveNews,
      {
        title: 'Scales week',
        content: '<p>Practise scales.</p>',
        title_sv: 'Skalvecka',
        content_sv: '<p>Öva skalor.<script>x()</script></p>',
        Published: true,
      },
      admin,
    );
    expect(saved.body.data).toMatchObject({
      title: 'Scales week',
      title_sv: 'Skalvecka',
      content_sv: '<p>Öva skalor.</p>',
    });
    const id = (saved.body.data as NewsItem).id;
    const edited = await server.call(
      calls.content.saveNews,
      {
        id,
        title: 'Scales week',
        content: '<p>Practise scales.</p>',
        title_sv: ' ',
        content_sv: '<p></p>',
        Published: true,
      },
      admin,
    );
    expect(edited.body.data).toMatchObject({ title_sv: null, content_sv: null });
  });
});
