// Products and the catalogue on the server: staff make and publish them, anyone browses what is
// published, a free one is joined with one click (live), staff record purchases, bad input
// changes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as calls from '../../../shared/calls';
import type { CallContract } from '../../../shared/calls/define';
import type { CatalogueProduct, ProductRow } from '../../../shared/calls/products';
import type { UserDetail } from '../../../shared/calls/users';
import { connected, nextEventWhere, startServer, type TestServer } from '../../test/harness';

let server: TestServer;
let coach: string;
let student: string;
let studentId: number;
let freeCourse: number;
let paidCourse: number;

const call = (contract: CallContract, data: Record<string, unknown>, token: string | null) =>
  server.call(contract, data, token);

async function course(name: string, code: string): Promise<number> {
  const [row] = await server.sql<{ Id: number }>(
    `insert into courses ("Name", "Code", "Description", "CreatedAt", "UpdatedAt") values (?, ?, 'About it', '2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z') returning "Id"`,
    name,
    code,
  );
  for (const [i, part] of ['Welcome', 'Intervals'].entries())
    await server.sql(
      `insert into course_parts ("CourseId", "Name", "Published", "SortId", "VideoLength", "Free", "CreatedAt", "UpdatedAt") values (?, ?, true, ?, 300, ${i === 0 ? 'true' : 'false'}, '2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z')`,
      row!.Id,
      part,
      i,
    );
  return row!.Id;
}

const product = (extra: Record<string, unknown>) => ({
  Kind: 'course',
  Name: 'Ear Training Starter',
  Description: 'Your first steps.',
  PriceEur: 0,
  PriceSek: 0,
  Published: true,
  ...extra,
});

beforeAll(async () => {
  server = await startServer();
  coach = await server.signIn('coach@tonic.test');
  student = await server.signIn('student@tonic.test');
  const [row] = await server.sql<{ Id: number }>(
    `select "Id" from users where "Email" = 'student@tonic.test'`,
  );
  studentId = row!.Id;
  freeCourse = await course('Starter Course', 'START-1');
  paidCourse = await course('Advanced Course', 'ADV-1');
});
afterAll(() => server.close());

describe('products', () => {
  it('are made and seen by staff only', async () => {
    expect((await call(calls.products.getProducts, {}, student)).status).toBe(403);
    expect(
      (await call(calls.products.saveProduct, product({ Slug: 'x', CourseIds: [freeCourse] }), student))
        .status,
    ).toBe(403);
    const saved = await call(
      calls.products.saveProduct,
      product({ Slug: 'ear-training-starter', CourseIds: [freeCourse] }),
      coach,
    );
    expect(saved.status).toBe(200);
    expect(saved.body.data as ProductRow).toMatchObject({
      Slug: 'ear-training-starter',
      Courses: [{ Id: freeCourse, Name: 'Starter Course' }],
      VatClass: 'standard',
    });
    const list = (await call(calls.products.getProducts, {}, coach)).body.data as ProductRow[];
    expect(list.map((p) => p.Slug)).toContain('ear-training-starter');
  });

  it('refuse bad input with the field and write nothing', async () => {
    const before = await server.sql('select "Id" from products');
    const cases: [Record<string, unknown>, string][] = [
      [product({ Slug: 'Not A Slug', CourseIds: [freeCourse] }), 'Slug'],
      [product({ Slug: 'neg', PriceEur: -1, CourseIds: [freeCourse] }), 'PriceEur'],
      [product({ Slug: 'huge', PriceSek: 10 ** 12, CourseIds: [freeCourse] }), 'PriceSek'],
      [product({ Slug: 'nocourse', CourseIds: [] }), 'CourseIds'],
      [product({ Slug: 'kind', Kind: 'subscription', CourseIds: [freeCourse] }), 'Kind'],
    ];
    for (const [data, field] of cases) {
      const reply = await call(calls.products.saveProduct, data, coach);
      expect(reply.status, field).toBe(400);
      expect(reply.body, field).toMatchObject({ error_code: 'VALIDATION_FAILED', field });
    }
    expect(
      (await call(calls.products.saveProduct, product({ Slug: 'ghost', CourseIds: [999_999] }), coach)).body,
    ).toMatchObject({
      error_code: 'NOT_FOUND',
      field: 'CourseIds',
    });
    expect(
      (
        await call(
          calls.products.saveProduct,
          product({ Slug: 'ear-training-starter', CourseIds: [paidCourse] }),
          coach,
        )
      ).body,
    ).toMatchObject({ error_code: 'PRODUCT_SLUG_TAKEN', field: 'Slug' });
    expect(await server.sql('select "Id" from products')).toHaveLength(before.length);
  });
});

describe('the catalogue', () => {
  it('shows what is published to anyone, with parts, length and coaches', async () => {
    const slugs = async () =>
      ((await call(calls.products.getCatalogue, {}, null)).body.data as CatalogueProduct[]).map(
        (p) => p.Slug,
      );
    // What was published before (this file's own starter and the demo school's catalogue).
    const before = await slugs();
    expect(before).toContain('ear-training-starter');
    await call(
      calls.products.saveProduct,
      product({
        Slug: 'advanced',
        Name: 'Advanced Ear',
        PriceEur: 4900,
        PriceSek: 49900,
        CourseIds: [paidCourse],
      }),
      coach,
    );
    await call(
      calls.products.saveProduct,
      product({ Slug: 'hidden', Published: false, CourseIds: [paidCourse] }),
      coach,
    );
    // The published one joined them; the unpublished one did not.
    expect((await slugs()).sort()).toEqual([...before, 'advanced'].sort());
    const searched = (await call(calls.products.getCatalogue, { Search: 'advanced' }, null)).body
      .data as CatalogueProduct[];
    expect(searched.map((p) => p.Slug)).toEqual(['advanced']);
    const page = (await call(calls.products.getCatalogueProduct, { Slug: 'advanced' }, null)).body
      .data as CatalogueProduct;
    expect(page).toMatchObject({ PriceEur: 4900, PriceSek: 49900, Held: false });
    expect(page.Courses[0]).toMatchObject({
      Name: 'Advanced Course',
      LengthSeconds: 600,
      Parts: [
        { Name: 'Welcome', Free: true },
        { Name: 'Intervals', Free: false },
      ],
    });
    expect((await call(calls.products.getCatalogueProduct, { Slug: 'hidden' }, null)).status).toBe(404);
  });

  it('joins a free product with one click, live; a paid one is not joined', async () => {
    const socket = server.connect(student);
    await connected(socket);
    const granted = nextEventWhere(
      socket,
      'course:access',
      (e) => e.Granted && e.CourseIds.includes(freeCourse),
    );
    const joined = await call(calls.products.joinFreeProduct, { Slug: 'ear-training-starter' }, student);
    expect(joined.body.data).toEqual({ CourseIds: [freeCourse] });
    await granted;
    const mine = await server.call(calls.courses.getMyCourses, {}, student);
    expect((mine.body.data as { Id: number }[]).some((c) => c.Id === freeCourse)).toBe(true);
    expect(
      (
        (await call(calls.products.getCatalogueProduct, { Slug: 'ear-training-starter' }, student)).body
          .data as CatalogueProduct
      ).Held,
    ).toBe(true);
    expect(
      (await call(calls.products.joinFreeProduct, { Slug: 'ear-training-starter' }, student)).body.error_code,
    ).toBe('PRODUCT_ALREADY_HELD');
    expect((await call(calls.products.joinFreeProduct, { Slug: 'advanced' }, student)).body.error_code).toBe(
      'PRODUCT_NOT_FREE',
    );
    expect((await call(calls.products.joinFreeProduct, { Slug: 'hidden' }, student)).status).toBe(404);
    expect((await call(calls.products.joinFreeProduct, { Slug: 'ear-training-starter' }, null)).status).toBe(
      401,
    );
    socket.disconnect();
  });

  it('lets staff record a purchase, which grants the courses with the product as the source', async () => {
    const [paid] = (await call(calls.products.getProducts, {}, coach)).body.data as ProductRow[];
    const advanced = ((await call(calls.products.getProducts, {}, coach)).body.data as ProductRow[]).find(
      (p) => p.Slug === 'advanced',
    )!;
    expect(paid).toBeDefined();
    expect(
      (await call(calls.products.recordPurchase, { ProductId: advanced.Id, UserId: studentId }, student))
        .status,
    ).toBe(403);
    const recorded = await call(
      calls.products.recordPurchase,
      { ProductId: advanced.Id, UserId: studentId },
      coach,
    );
    expect(recorded.body.data).toEqual({ CourseIds: [paidCourse] });
    const detail = (await server.call(calls.users.getUser, { Id: studentId }, coach)).body.data as UserDetail;
    expect(detail.Courses.find((c) => c.CourseId === paidCourse)?.Source).toBe('product');
    expect(
      (await call(calls.products.recordPurchase, { ProductId: advanced.Id, UserId: 999_999 }, coach)).status,
    ).toBe(404);
  });

  it('is not there on the teams site', async () => {
    const teams = await startServer({ TONIC_SITE: 'teams' });
    try {
      expect((await teams.call(calls.products.getCatalogue, {}, null)).body.error_code).toBe('UNKNOWN_CALL');
    } finally {
      await teams.close();
    }
  });
});
