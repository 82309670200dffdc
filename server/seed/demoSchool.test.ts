// The demo data holds a believable school (TONIC_SEED=demo, what `npm start` and the tests load):
// every staff page has something to show, read through the same calls the pages make.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as calls from '../../shared/calls';
import { type Reply, startServer, type TestServer } from '../test/harness';
import { DEMO_SCHOOL_STUDENTS, demoStudentEmail } from './demoSchool';

let server: TestServer;
let admin: string;

function data<T>(reply: Reply): T {
  if (reply.status !== 200) throw new Error(`${reply.status} ${JSON.stringify(reply.body)}`);
  return reply.body.data as T;
}

beforeAll(async () => {
  server = await startServer({ TONIC_SEED: 'demo' });
  admin = await server.signIn('admin@tonic.test');
});
afterAll(() => server.close());

describe('the demo school', () => {
  it('sells free and paid products, and has codes, some of them redeemed', async () => {
    const products = data<{ Slug: string; PriceSek: number; Published: boolean }[]>(
      await server.call(calls.products.getProducts, {}, admin),
    );
    expect(products.some((p) => p.Published && p.PriceSek === 0)).toBe(true);
    expect(products.some((p) => p.Published && p.PriceSek > 0)).toBe(true);
    const codes = data<{ UsageCount: number; Description: string }[]>(
      await server.call(calls.codes.getCodes, {}, admin),
    );
    expect(codes.length).toBeGreaterThanOrEqual(6);
    expect(codes.filter((c) => c.UsageCount > 0).length).toBeGreaterThanOrEqual(3);
  });

  it('has customers and invoices: a draft, a sent one and a paid one', async () => {
    expect(
      data<unknown[]>(await server.call(calls.customers.getCustomers, {}, admin)).length,
    ).toBeGreaterThanOrEqual(4);
    const invoices = data<{ Status: string; Number: number | null }[]>(
      await server.call(calls.invoices.getInvoices, {}, admin),
    );
    expect(invoices.map((i) => i.Status)).toEqual(expect.arrayContaining(['draft', 'sent', 'paid']));
    // The paid invoice granted its course to the buyer, as a payment does.
    const buyer = await server.signIn(demoStudentEmail(DEMO_SCHOOL_STUDENTS[5]));
    const mine = data<{ Status: string }[]>(await server.call(calls.invoices.getMyInvoices, {}, buyer));
    expect(mine.map((i) => i.Status)).toEqual(['paid']);
  });

  it('has open tasks, an open survey with answers and bookable times', async () => {
    expect(data<unknown[]>(await server.call(calls.tasks.getTasks, {}, admin)).length).toBeGreaterThanOrEqual(
      3,
    );
    const surveys = data<{ Status: string; Respondents: number }[]>(
      await server.call(calls.surveys.getSurveys, {}, admin),
    );
    expect(surveys.some((s) => s.Status === 'open' && s.Respondents >= 5)).toBe(true);
    expect(data<unknown[]>(await server.call(calls.schedule.getOpenSlots, {})).length).toBeGreaterThanOrEqual(
      6,
    );
  });

  it('has a year of statistics: sign-ins and XP in every month, starts, completions and certificates', async () => {
    const today = new Date();
    const To = today.toISOString().slice(0, 10);
    const From = new Date(today.getTime() - 364 * 86_400_000).toISOString().slice(0, 10);
    const { Rows, Total } = data<{
      Rows: { Period: string; SignIns: number; XpAwarded: number }[];
      Total: { CourseStarts: number; CourseCompletions: number; Certificates: number };
    }>(await server.call(calls.statistics.getStatistics, { From, To, Bucket: 'month' }, admin));
    // Every whole month of the year has sign-ins (the last one may not have begun yet).
    expect(Rows.slice(1, -1).every((r) => r.SignIns > 0)).toBe(true);
    expect(Rows.filter((r) => r.XpAwarded > 0).length).toBeGreaterThanOrEqual(6);
    expect(Total.CourseStarts).toBeGreaterThanOrEqual(DEMO_SCHOOL_STUDENTS.length);
    expect(Total.CourseCompletions).toBeGreaterThanOrEqual(3);
    expect(Total.Certificates).toBeGreaterThanOrEqual(3);
    // None of it today: today's figures are the app's own.
    const now = data<{ Total: { SignIns: number; CourseStarts: number } }>(
      await server.call(calls.statistics.getStatistics, { From: To, To }, admin),
    );
    expect(now.Total.CourseStarts).toBe(0);
  });
});
