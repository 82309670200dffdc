// Sends the event log out to the webhook endpoints (docs/architecture.md "Webhooks"). Durable:
// each round, under one cluster-wide lock, turns the events past each active endpoint's cursor
// into delivery rows and leases the due ones to this node, in one transaction; the sends run
// after it, off any request, a bounded number at a time. A node killed mid-send loses nothing:
// its leases run out and another round sends again (at least once; the receiver tells
// duplicates by `webhook-id`, the event's id). Rounds are woken after each commit that logged
// events and by a timer (retries, other nodes' commits).
import type http from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import type { WebhookEventType } from '../../../shared/webhooks';
import type { Database } from '../../db/database';
import type { RunWork, Work } from '../../db/unitOfWork';
import { newEvent } from '../../events/eventLog.repo';
import { createRoundWorker } from '../../ops/roundWorker';
import type { DestinationRules } from './destination';
import { postSigned } from './post';
import { signedHeaders } from './signing';
import type { DeliveryRecord, EndpointRecord, NewDelivery, WebhooksRepo } from './webhooks.repo';

/** How often each node looks for due retries and for events other nodes logged. */
const POLL_MS = 1_000;
/** Events read from the log per round. */
const LOG_BATCH = 500;

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

/** Tells the endpoint's admins' open pages that it, or its deliveries, changed. */
export function logEndpointChanged(
  w: Work,
  endpoint: { Id: number; CompanyId: number | null },
  actorId: number | null,
): void {
  w.log(
    newEvent({
      type: 'webhook:changed',
      actorId,
      about: { companyId: endpoint.CompanyId },
      payload: { EndpointId: endpoint.Id },
    }),
  );
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

/** Records a send's outcome: delivered, due again after the schedule's next pause, or given up. */
export async function settleDelivery(
  { work, repo, log, retryDelaysMs }: Pick<DelivererDeps, 'work' | 'repo' | 'log' | 'retryDelaysMs'>,
  endpoint: Pick<EndpointRecord, 'Id' | 'CompanyId'>,
  delivery: DeliveryRecord,
  outcome: { ok: boolean; status: number | null; error: string | null },
  final: boolean,
): Promise<void> {
  await work(async (w) => {
    logEndpointChanged(w, endpoint, null);
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
    const pause = final ? undefined : retryDelaysMs[delivery.Attempts - 1];
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
        NextAt: pause === undefined ? null : new Date(w.nowMs + pause).toISOString(),
        ResponseStatus: outcome.status,
        LastError: outcome.error,
        DeliveredAt: null,
      },
      w.now,
    );
  });
}

export function createDeliverer(deps: DelivererDeps): Deliverer {
  const { database, work, repo, clock, log, rules } = deps;
  const iso = (ms: number) => new Date(ms).toISOString();
  // A claimed delivery is this node's until its send has surely ended.
  const leaseMs = deps.timeoutMs + 5_000;
  const sends = new Set<Promise<void>>();
  /** The requests under way: a stopping node ends them (their leases bring them back). */
  const requests = new Set<http.ClientRequest>();

  /** One round: advance the cursors and lease what is due, under the cluster-wide lock. */
  async function roundOnce(): Promise<boolean> {
    // Reads stop at the event horizon: nothing is sent that may still commit, or that a power
    // cut could take back.
    const upTo = await database.eventHorizon();
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
        if (read.queued > 0) logEndpointChanged(w, endpoint, null);
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
          worker.kick();
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
      await settleDelivery(
        deps,
        endpoint,
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
    if (worker.stopped) return;
    const outcome = await postSigned(endpoint.Url, headers, body, {
      timeoutMs: deps.timeoutMs,
      rules,
      requests,
    });
    // Cut short by a shutdown: left leased, so it is sent again once the lease runs out.
    if (worker.stopped) return;
    await settleDelivery(deps, endpoint, delivery, outcome, false);
  }

  const worker = createRoundWorker({
    pollMs: POLL_MS,
    round: roundOnce,
    onError: (error) => log.error({ err: error }, 'webhook round failed'),
  });

  return {
    kick: worker.kick,
    start: worker.start,
    async stop() {
      await worker.stop();
      // A shutdown does not wait for slow receivers.
      for (const request of requests) request.destroy(new Error('The server is stopping.'));
      await Promise.allSettled([...sends]);
    },
  };
}
