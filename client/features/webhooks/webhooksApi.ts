// Webhook endpoints and their deliveries (webhooks.php), injected into the one api.
import type * as webhooks from '../../../shared/calls/webhooks';
import type { Webhook, WebhookDelivery } from '../../../shared/calls/webhooks';
import { api } from '../../api/api';
import { type CallInput, type CallReply, fromContract } from '../../api/contract';
import { declareFreshness } from '../../base/freshness';
import { webhookCalls } from './calls';

export type { Webhook, WebhookDelivery };

const tagged = api.enhanceEndpoints({ addTagTypes: ['Webhooks', 'WebhookDeliveries'] });

export const webhooksApi = tagged.injectEndpoints({
  endpoints: (build) => ({
    getWebhooks: build.query<Webhook[], void>({
      query: () => fromContract(webhookCalls.getWebhooks).query({}),
      transformResponse: (reply: CallReply<typeof webhooks.getWebhooks>) => reply.data,
      providesTags: ['Webhooks'],
    }),
    saveWebhook: build.mutation<
      CallReply<typeof webhooks.saveWebhook>['data'],
      CallInput<typeof webhooks.saveWebhook>
    >({
      query: (input) => fromContract(webhookCalls.saveWebhook).query(input),
      transformResponse: (reply: CallReply<typeof webhooks.saveWebhook>) => reply.data,
      invalidatesTags: ['Webhooks'],
    }),
    removeWebhook: build.mutation<{ Id: number }, number>({
      query: (Id) => fromContract(webhookCalls.removeWebhook).query({ Id }),
      transformResponse: (reply: CallReply<typeof webhooks.removeWebhook>) => reply.data,
      invalidatesTags: ['Webhooks', 'WebhookDeliveries'],
    }),
    rollWebhookSecret: build.mutation<{ Secret: string }, number>({
      query: (Id) => fromContract(webhookCalls.rollWebhookSecret).query({ Id }),
      transformResponse: (reply: CallReply<typeof webhooks.rollWebhookSecret>) => reply.data,
    }),
    getWebhookDeliveries: build.query<WebhookDelivery[], number>({
      query: (Id) => fromContract(webhookCalls.getWebhookDeliveries).query({ Id, Limit: 100 }),
      transformResponse: (reply: CallReply<typeof webhooks.getWebhookDeliveries>) => reply.data,
      providesTags: ['WebhookDeliveries'],
    }),
    replayWebhook: build.mutation<{ Queued: number }, CallInput<typeof webhooks.replayWebhook>>({
      query: (input) => fromContract(webhookCalls.replayWebhook).query(input),
      transformResponse: (reply: CallReply<typeof webhooks.replayWebhook>) => reply.data,
      invalidatesTags: ['Webhooks', 'WebhookDeliveries'],
    }),
  }),
});

// No event tells of endpoint edits or deliveries yet: another admin's edit, and deliveries made
// after the page opened, show when the page is opened again or after an action here.
declareFreshness(webhooksApi, {
  getWebhooks: { static: 'edited from this page; no webhook event yet (a gap, see decisions)' },
  getWebhookDeliveries: { static: 'refreshed by this page’s actions; no delivery event yet (a gap)' },
});

export const {
  useGetWebhooksQuery,
  useSaveWebhookMutation,
  useRemoveWebhookMutation,
  useRollWebhookSecretMutation,
  useGetWebhookDeliveriesQuery,
  useReplayWebhookMutation,
} = webhooksApi;
