// Webhook endpoints as their admins manage them: the school's admins every endpoint (a new one
// is the school's), a company's admin their company's only; an endpoint out of reach answers
// like a missing one (docs/architecture.md "Scope").
import type { z } from 'zod';
import type { saveWebhook, Webhook, WebhookDelivery } from '../../../shared/calls/webhooks';
import { AppError } from '../../calls/appError';
import type { AuthedUser } from '../../calls/registry';
import type { Database, Db } from '../../db/database';
import type { RunWork } from '../../db/unitOfWork';
import { listableCompanies, reaches } from '../../scope/policy';
import { type Deliverer, eventTypesOf, logEndpointChanged, queueFromLog } from './deliverer';
import { checkDestination, type DestinationRules } from './destination';
import { newSecret } from './signing';
import type { EndpointRecord, WebhooksRepo } from './webhooks.repo';

export interface WebhooksServiceDeps {
  database: Database;
  repo: WebhooksRepo;
  work: RunWork;
  rules: DestinationRules;
  deliverer: Deliverer;
}

type SaveInput = z.output<typeof saveWebhook.input>;

export function createWebhooksService(deps: WebhooksServiceDeps) {
  const { repo, work, rules, deliverer } = deps;

  /** The endpoint, if the caller reaches it; else exactly the answer of a missing one. */
  async function reachable(user: AuthedUser, id: number, q = deps.database.read): Promise<EndpointRecord> {
    const endpoint = await repo.endpoint(id, q);
    if (!endpoint || !reaches(user, endpoint.CompanyId))
      throw new AppError('WEBHOOK_NOT_FOUND', { field: 'Id' });
    return endpoint;
  }

  /** Where an endpoint starts reading the log: its newest event at or below the horizon. */
  async function startCursor(q: Db): Promise<number> {
    return Math.min(await repo.newestEventId(q), await deps.database.eventHorizon());
  }

  return {
    async list(user: AuthedUser): Promise<Webhook[]> {
      const rows = await repo.list(listableCompanies(user));
      const counts = await repo.counts(rows.map((r) => r.Id));
      const countOf = (id: number, status: string) =>
        counts.find((c) => c.EndpointId === id && c.Status === status)?.n ?? 0;
      return rows.map((r) => ({
        ...r,
        Events: eventTypesOf(r),
        Pending: countOf(r.Id, 'pending'),
        Failed: countOf(r.Id, 'failed'),
      }));
    },

    async save(user: AuthedUser, input: SaveInput): Promise<{ Id: number; Secret?: string }> {
      const url = await checkDestination(input.Url, rules);
      const Events = JSON.stringify([...new Set(input.Events)]);
      const saved = await work(async (w) => {
        if (input.Id !== undefined) {
          const before = await reachable(user, input.Id, w.tx);
          // Switched on again: from now on, like a new endpoint (a replay sends what it missed).
          const resumed = input.Active && !before.Active;
          await repo.update(w.tx, input.Id, {
            Url: url.href,
            Events,
            Active: input.Active,
            UpdatedAt: w.now,
            ...(resumed && { Cursor: await startCursor(w.tx) }),
          });
          logEndpointChanged(w, before, user.Id);
          return { Id: input.Id };
        }
        const Secret = newSecret();
        // A company's admin makes their company's endpoint; the school's admins the school's.
        const CompanyId = user.CompanyIds[0] ?? null;
        const Id = await repo.insert(w.tx, {
          CompanyId,
          Url: url.href,
          Events,
          Active: input.Active,
          Secret,
          // From now on: older events go out only by a replay.
          Cursor: await startCursor(w.tx),
          CreatedBy: user.Id,
          CreatedAt: w.now,
          UpdatedAt: w.now,
        });
        logEndpointChanged(w, { Id, CompanyId }, user.Id);
        return { Id, Secret };
      });
      deliverer.kick();
      return saved;
    },

    async remove(user: AuthedUser, id: number): Promise<{ Id: number }> {
      await work(async (w) => {
        const endpoint = await reachable(user, id, w.tx);
        await repo.remove(w.tx, id);
        logEndpointChanged(w, endpoint, user.Id);
      });
      return { Id: id };
    },

    async rollSecret(user: AuthedUser, id: number): Promise<{ Secret: string }> {
      const Secret = newSecret();
      await work(async (w) => {
        const endpoint = await reachable(user, id, w.tx);
        await repo.update(w.tx, id, { Secret, UpdatedAt: w.now });
        logEndpointChanged(w, endpoint, user.Id);
      });
      return { Secret };
    },

    async deliveries(
      user: AuthedUser,
      id: number,
      before: number | undefined,
      limit: number,
    ): Promise<WebhookDelivery[]> {
      await reachable(user, id);
      return repo.deliveries(id, before, limit);
    },

    /**
     * Queues again every event the endpoint receives after `afterEventId`, up to its cursor (the
     * events past it are queued by the rounds anyway), as far as the log still holds them.
     */
    async replay(user: AuthedUser, id: number, afterEventId: number): Promise<{ Queued: number }> {
      const queued = await work(async (w) => {
        const endpoint = await reachable(user, id, w.tx);
        let after = afterEventId;
        let total = 0;
        for (;;) {
          const read = await queueFromLog(w, repo, endpoint, after, endpoint.Cursor);
          total += read.queued;
          if (!read.more) return total;
          after = read.newest;
        }
      });
      deliverer.kick();
      return { Queued: queued };
    },
  };
}

export type WebhooksService = ReturnType<typeof createWebhooksService>;
