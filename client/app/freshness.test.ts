// The rule of docs/architecture.md "Live pages": a page that shows server data another session
// can change follows the events that change it. Every route's page is loaded as the app loads it;
// every query endpoint it brings into the api must be declared (client/base/freshness.ts) with
// the events that keep it fresh, which some listener must follow, or as static with a reason.
import { describe, expect, it, vi } from 'vitest';
import { api } from '../api/api';
import { declaredFreshness } from '../base/freshness';
import { followedEvents } from '../base/listeners';
// The settings' listener comes with the socket, as pushes do (realtime/connection.ts).
import '../realtime/settingsFollow';
import { ROUTES } from './routes';

// The texts' start-up sets the page's language once ready; there is no page here.
vi.stubGlobal('document', { documentElement: { lang: '' } });

describe('every page follows the events that change its data', () => {
  it('declares each query endpoint reachable from the route table, with followed events', async () => {
    for (const route of ROUTES) await route.page.load();
    const endpoints = api.endpoints as Record<string, { useQuery?: unknown; useInfiniteQuery?: unknown }>;
    const queries = Object.entries(endpoints)
      .filter(([, endpoint]) => endpoint.useQuery !== undefined || endpoint.useInfiniteQuery !== undefined)
      .map(([name]) => name);
    // The walk did reach the staff pages' data.
    expect(queries).toEqual(
      expect.arrayContaining(['getCodes', 'getJournal', 'getSalesReport', 'getStatistics']),
    );

    const declared = declaredFreshness();
    // Pages once declared static that now follow their events: another admin's edit, or a
    // delivery settled after the page opened, shows without a reload.
    for (const name of ['getWebhooks', 'getWebhookDeliveries', 'getMyCertificates'])
      expect(declared.get(name), `${name} follows events`).toEqual(expect.any(Array));
    expect(declared.get('getWebhooks')).toContain('webhook:changed');
    expect(declared.get('getWebhookDeliveries')).toContain('webhook:changed');
    expect(declared.get('getMyCertificates')).toContain('certificate:revoked');
    const undeclared = queries.filter((name) => !declared.has(name));
    expect(undeclared, 'query endpoints with no declared events and no static reason').toEqual([]);

    const followed = followedEvents();
    const unfollowed: string[] = [];
    for (const name of queries) {
      const fresh = declared.get(name);
      if (fresh === undefined) continue;
      if ('static' in fresh) {
        expect(fresh.static.length, `${name}'s reason`).toBeGreaterThan(10);
        continue;
      }
      expect(fresh.length, `${name} lists its events`).toBeGreaterThan(0);
      for (const event of fresh) if (!followed.has(event)) unfollowed.push(`${name}: ${event}`);
    }
    expect(unfollowed, 'declared events no listener follows').toEqual([]);
  }, 60_000);
});
