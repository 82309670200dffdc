// Sends the event log out to the webhook endpoints (docs/architecture.md "Webhooks"). Durable:
// each round, under one cluster-wide lock, turns the events past each active endpoint's cursor
// into delivery rows and leases the due ones to this node, in one transaction; the sends run
// after it, off any request, a bounded number at a time. A node killed mid-send loses nothing:
// its leases run out and another round sends again (at least once; the receiver tells
// duplicates by `webhook-id`, the event's id). Rounds are woken after each commit that logged
// events and by a timer (retries, other nodes' commits).
import http from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import { messageOf } from '../../../shared/thrown';
import type { WebhookEventType } from '../../../shared/webhooks';
import type { Database } from '../../db/database';
import type { RunWork, Work } from '../../db/unitOfWork';
import { checkAddressLiteral, checkedLookup, type DestinationRules } from './destination';
import { type SignedHeaders, signedHeaders } from './signing';
import type { DeliveryRecord, EndpointRecord, NewDelivery, WebhooksRepo } from './webhooks.repo';

/** How often each node looks for due retries and for events other nodes logged. */
const POLL_MS = 1_000;
/** Events read from the log per round. */
const LOG_BATCH = 500;
/** The longest answer body read from a receiver (the rest is dropped). */
const MAX_ANSWER_BYTES = 4096;

export interface DelivererDeps {
  database: Database;
  work: RunWork;
  repo: WebhooksRepo;
  clock: () => number;
  log: FastifyBaseLogger;
  rules: DestinationRules;
  timeoutMs: number;
  concurrency: number;
  retryDelaysMs: readonly number[];
}

export interface Deliverer {
  /** Asks for a round soon (after a commit, after a save or a replay). */
  kick(): void;
  start(): void;
  /** Stops the rounds and waits for the sends under way. */
  stop(): Promise<void>;
}

/** Whether an endpoint receives an event: a type it asked for, within its company's walls. */
export function receives(
  endpoint: EndpointRecord,
  types: readonly string[],
  event: { type: string; staffRooms: string[] },
) {
  if (!types.includes(event.type)) return false;
  // A company's endpoint hears what its staff room hears live, no more (server/scope/audience.ts).
  return endpoint.CompanyId === null || event.staffRooms.includes(`staff:${endpoint.CompanyId}`);
}

export function eventTypesOf(endpoint: Pick<EndpointRecord, 'Events'>): WebhookEventType[] {
  return JSON.parse(endpoint.Events) as WebhookEventType[];
}

/**
 * Queues deliveries for the events in (after, upTo] an endpoint receives; answers the newest id
 * read (its new cursor) and whether the log holds more past it.
 */
export async function queueFromLog(
  w: Work,
  repo: WebhooksRepo,
  endpoint: EndpointRecord,
  after: number,
  upTo: number,
): Promise<{ queued: number; newest: number; more: boolean }> {
  const entries = await repo.log(w.tx, after, upTo, LOG_BATCH);
  const types = eventTypesOf(endpoint);
  const rows: NewDelivery[] = entries
    .filter((e) => receives(endpoint, types, e))
    .map((e) => ({
      EndpointId: endpoint.Id,
      EventId: e.id,
      EventType: e.type,
      Status: 'pending',
      NextAt: w.now,
      CreatedAt: w.now,
    }));
  await repo.addDeliveries(w.tx, rows);
  return {
    queued: rows.length,
    newest: entries[entries.length - 1]?.id ?? after,
    more: entries.length === LOG_BATCH,
  };
}

export function createDeliverer(deps: DelivererDeps): Deliverer {
  const { database, work, repo, clock, log, rules } = deps;
  const iso = (ms: number) => new Date(ms).toISOString();
  // A claimed delivery is this node's until its send has surely ended.
  const leaseMs = deps.timeoutMs + 5_000;
  const sends = new Set<Promise<void>>();
  /** The requests under way: a stopping node ends them (their leases bring them back). */
  const requests = new Set<http.ClientRequest>();
  let timer: NodeJS.Timeout | null = null;
  let round: Promise<void> | null = null;
  let again = false;
  let stopped = false;

  /** One round: advance the cursors and lease what is due, under the cluster-wide lock. */
  async function roundOnce(): Promise<boolean> {
    // Reads stop at the durable horizon: nothing is sent that a power cut could take back.
    const upTo = database.durableEventId();
    const newest = Math.min(await repo.newestEventId(), upTo);
    if (!(await repo.anyBehind(newest)) && !(await repo.anyDue(iso(clock())))) return false;
    const { claimed, more } = await work(async (w) => {
      // With several nodes, one runs each round (as the lock sweeper and event pruning do).
      if (!(await w.exclusive('webhook-deliveries'))) return { claimed: [], more: false };
      let more = false;
      for (const endpoint of await repo.activeEndpoints(w.tx)) {
        if (endpoint.Cursor >= upTo) continue;
        const read = await queueFromLog(w, repo, endpoint, endpoint.Cursor, upTo);
        if (read.newest > endpoint.Cursor) await repo.update(w.tx, endpoint.Id, { Cursor: read.newest });
        more ||= read.more;
      }
      const free = deps.concurrency - sends.size;
      const claimed = await repo.claimDue(w.tx, w.now, iso(w.nowMs + leaseMs), free);
      return { claimed, more: more || (free > 0 && claimed.length === free) };
    });
    for (const delivery of claimed) {
      const send = deliver(delivery)
        .catch((error: unknown) =>
          log.error({ err: error, deliveryId: delivery.Id }, 'webhook delivery failed'),
        )
        .finally(() => {
          sends.delete(send);
          kick();
        });
      sends.add(send);
    }
    return more;
  }

  async function deliver(delivery: DeliveryRecord): Promise<void> {
    const endpoint = await repo.endpoint(delivery.EndpointId);
    if (!endpoint) return; // removed meanwhile: its deliveries went with it
    const event = await repo.event(delivery.EventId);
    if (!event) {
      await settle(
        delivery,
        { ok: false, status: null, error: 'The event is no longer in the event log.' },
        true,
      );
      return;
    }
    // The event as the realtime catalogue defines it (shared/realtime.ts), stamped as pushed.
    const payload = {
      ...(JSON.parse(event.payload) as Record<string, unknown>),
      eventId: event.id,
      at: event.at,
    };
    const body = JSON.stringify({ type: event.type, id: event.id, at: event.at, payload });
    const headers = signedHeaders(endpoint.Secret, String(event.id), Math.floor(clock() / 1000), body);
    if (stopped) return;
    const outcome = await post(endpoint.Url, headers, body);
    // Cut short by a shutdown: left leased, so it is sent again once the lease runs out.
    if (stopped) return;
    await settle(delivery, outcome, false);
  }

  async function settle(
    delivery: DeliveryRecord,
    outcome: { ok: boolean; status: number | null; error: string | null },
    final: boolean,
  ): Promise<void> {
    await work(async (w) => {
      if (outcome.ok) {
        await repo.settle(
          w.tx,
          delivery.Id,
          {
            Status: 'delivered',
            NextAt: null,
            ResponseStatus: outcome.status,
            LastError: null,
            DeliveredAt: w.now,
          },
          w.now,
        );
        return;
      }
      const pause = final ? undefined : deps.retryDelaysMs[delivery.Attempts - 1];
      const fields = {
        deliveryId: delivery.Id,
        endpointId: delivery.EndpointId,
        attempts: delivery.Attempts,
      };
      if (pause === undefined) log.warn({ ...fields, error: outcome.error }, 'webhook delivery given up');
      else log.info({ ...fields, error: outcome.error }, 'webhook delivery failed; it will be tried again');
      await repo.settle(
        w.tx,
        delivery.Id,
        {
          Status: pause === undefined ? 'failed' : 'pending',
          NextAt: pause === undefined ? null : iso(w.nowMs + pause),
          ResponseStatus: outcome.status,
          LastError: outcome.error,
          DeliveredAt: null,
        },
        w.now,
      );
    });
  }

  /** One POST, bounded in time; only a 2xx answer counts as delivered (redirects are not followed). */
  function post(
    target: string,
    signed: SignedHeaders,
    body: string,
  ): Promise<{ ok: boolean; status: number | null; error: string | null }> {
    return new Promise((resolve) => {
      let url: URL;
      try {
        url = new URL(target);
      } catch {
        resolve({ ok: false, status: null, error: 'The address is not a valid URL.' });
        return;
      }
      const port = url.port ? Number(url.port) : url.protocol === 'https:' ? 443 : 80;
      const host = url.hostname.replace(/^\[|\]$/g, '');
      const client = url.protocol === 'https:' ? https : http;
      if (url.protocol !== 'https:' && !rules.allowPrivate) {
        resolve({ ok: false, status: null, error: 'A webhook address must start with https://.' });
        return;
      }
      const request = client.request(
        url,
        {
          method: 'POST',
          timeout: deps.timeoutMs,
          headers: {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
            'user-agent': 'Tonic-Webhooks/1',
            ...signed,
          },
          // IP literals are not looked up: checked here instead.
          ...(isIP(host) === 0 && { lookup: checkedLookup(port, rules) }),
        },
        (response) => {
          let read = 0;
          response.on('data', (chunk: Buffer) => {
            read += chunk.length;
            if (read > MAX_ANSWER_BYTES) response.destroy();
          });
          const status = response.statusCode ?? null;
          const done = () =>
            resolve({
              ok: status !== null && status >= 200 && status < 300,
              status,
              error:
                status !== null && status >= 200 && status < 300 ? null : `The receiver answered ${status}.`,
            });
          response.on('end', done);
          response.on('close', done);
        },
      );
      const overall = setTimeout(() => request.destroy(new Error('No answer in time.')), deps.timeoutMs);
      request.on('timeout', () => request.destroy(new Error('No answer in time.')));
      request.on('error', (error) =>
        resolve({ ok: false, status: null, error: messageOf(error).slice(0, 500) }),
      );
      requests.add(request);
      request.on('close', () => {
        clearTimeout(overall);
        requests.delete(request);
      });
      if (isIP(host) !== 0) {
        try {
          checkAddressLiteral(host, port, rules);
        } catch (refused) {
          request.destroy(refused as Error);
          return;
        }
      }
      request.end(body);
    });
  }

  function runRounds(): Promise<void> {
    if (round) {
      again = true;
      return round;
    }
    round = (async () => {
      do {
        again = false;
        if (await roundOnce()) again = true;
      } while (again && !stopped);
    })().finally(() => {
      round = null;
    });
    return round;
  }

  function kick(): void {
    if (stopped) return;
    runRounds().catch((error: unknown) => log.error({ err: error }, 'webhook round failed'));
  }

  return {
    kick,
    start() {
      timer = setInterval(kick, POLL_MS);
      timer.unref();
      kick();
    },
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      await round?.catch(() => undefined);
      // A shutdown does not wait for slow receivers.
      for (const request of requests) request.destroy(new Error('The server is stopping.'));
      await Promise.allSettled([...sends]);
    },
  };
}
