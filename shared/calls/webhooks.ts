// Webhooks: endpoints that receive the school's (or one company's) events, signed as the
// Standard Webhooks spec says, and the record of their deliveries.

import { WEBHOOK_DELIVERY_STATUSES, WEBHOOK_EVENT_TYPES } from '../webhooks';
import { z } from '../zod';
import * as address from './addresses/webhooks';
import { defineCall } from './define';

const id = (what: string) => z.number().int().min(1).max(2_147_483_647).describe(what);

export const webhookSchema = z.object({
  Id: z.number().int().describe('The endpoint.'),
  CompanyId: z.number().int().nullable().describe('The company it belongs to; null: the school’s.'),
  CompanyName: z.string().nullable().describe('That company’s name.'),
  Url: z.string().describe('Where deliveries are POSTed.'),
  Events: z.array(z.enum(WEBHOOK_EVENT_TYPES)).describe('The event types it receives.'),
  Active: z.boolean().describe('Whether new events are sent to it.'),
  Cursor: z.number().int().describe('The newest event id already queued for it.'),
  Pending: z.number().int().describe('Deliveries waiting for their (next) try.'),
  Failed: z.number().int().describe('Deliveries given up after their last try.'),
  CreatedAt: z.string().describe('When it was made.'),
});
export type Webhook = z.infer<typeof webhookSchema>;

export const webhookDeliverySchema = z.object({
  Id: z.number().int().describe('The delivery.'),
  EventId: z.number().int().describe('The event sent (its `webhook-id`).'),
  EventType: z.string().describe('The event’s type.'),
  Status: z.enum(WEBHOOK_DELIVERY_STATUSES).describe('Waiting, delivered (a 2xx answer) or given up.'),
  Attempts: z.number().int().describe('Tries so far.'),
  NextAt: z.string().nullable().describe('When it is tried next (pending only).'),
  ResponseStatus: z.number().int().nullable().describe('The receiver’s HTTP status on the last try.'),
  LastError: z.string().nullable().describe('Why the last try failed.'),
  LastAttemptAt: z.string().nullable().describe('When it was last tried.'),
  CreatedAt: z.string().describe('When it was queued.'),
  DeliveredAt: z.string().nullable().describe('When a try succeeded.'),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

export const saveWebhook = defineCall({
  ...address.saveWebhook,
  summary:
    'Makes (no Id) or changes an endpoint. The address must be https and public: not this server, nor a private, loopback or link-local address. A new endpoint belongs to the caller’s company (the school’s for the school’s admins), starts at the newest event and answers its signing secret, shown this once.',
  input: z.object({
    Id: id('The endpoint to change; none: a new one.').optional(),
    Url: z.string().trim().min(1).max(2000).describe('Where deliveries are POSTed.'),
    Events: z
      .array(z.enum(WEBHOOK_EVENT_TYPES))
      .min(1)
      .max(WEBHOOK_EVENT_TYPES.length)
      .describe('The event types it receives.'),
    Active: z.boolean().describe('Whether new events are sent to it.'),
  }),
  output: z.object({
    data: z.object({
      Id: z.number().int().describe('The endpoint.'),
      Secret: z.string().optional().describe('The signing secret (`whsec_…`), on create only.'),
    }),
  }),
});

export const getWebhooks = defineCall({
  ...address.getWebhooks,
  summary: 'The endpoints the caller manages (a company’s admin: their company’s), newest first.',
  input: z.object({}),
  output: z.object({ data: z.array(webhookSchema) }),
});

export const removeWebhook = defineCall({
  ...address.removeWebhook,
  summary: 'Removes an endpoint and its deliveries.',
  input: z.object({ Id: id('The endpoint.') }),
  output: z.object({ data: z.object({ Id: z.number().int().describe('The endpoint removed.') }) }),
});

export const rollWebhookSecret = defineCall({
  ...address.rollWebhookSecret,
  summary: 'Gives an endpoint a new signing secret, used from the next try on; the old one stops at once.',
  input: z.object({ Id: id('The endpoint.') }),
  output: z.object({ data: z.object({ Secret: z.string().describe('The new secret, shown this once.') }) }),
});

export const getWebhookDeliveries = defineCall({
  ...address.getWebhookDeliveries,
  summary: 'An endpoint’s deliveries, newest first, a page before a delivery id.',
  input: z.object({
    Id: id('The endpoint.'),
    Before: id('Only deliveries older than this one.').optional(),
    Limit: z.number().int().min(1).max(200).default(50).describe('At most this many.'),
  }),
  output: z.object({ data: z.array(webhookDeliverySchema) }),
});

export const replayWebhook = defineCall({
  ...address.replayWebhook,
  summary:
    'Sends again every event the endpoint receives with an id above AfterEventId, as far as the event log still holds them (new deliveries, same `webhook-id`s).',
  input: z.object({
    Id: id('The endpoint.'),
    AfterEventId: z.number().int().min(0).max(2_147_483_647).describe('Events after this id are sent.'),
  }),
  output: z.object({ data: z.object({ Queued: z.number().int().describe('Deliveries queued.') }) }),
});
