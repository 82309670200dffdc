// Webhook endpoints and their deliveries (webhooks.php), injected into the one api.
import type { Unsubscribe } from '@reduxjs/toolkit';
import type * as webhooks from '../../../shared/calls/webhooks';
import type { Webhook, WebhookDelivery } from '../../../shared/calls/webhooks';
import { api } from '../../api/api';
import { type CallInput, type CallReply, fromContract } from '../../api/contract';
import { declareFreshness } from '../../base/freshness';
import {
  type AppStartListening,
  hasLoaded,
  loadedArgs,
  onEvents,
  startAppListening,
} from '../../base/listeners';
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

export type WebhooksApi = typeof webhooksApi;

// `webhook:changed` (an endpoint saved, removed or re-keyed, deliveries queued or settled, in
// any session) refetches the endpoints and the deliveries shown: the page follows live.
export function startWebhooksRealtime(
  startListening: AppStartListening,
  webhooksApi: WebhooksApi,
): Unsubscribe {
  return startListening(
    onEvents(['webhook:changed'], (event, { dispatch, getState }) => {
      const state = getState();
      const { invalidateTags } = webhooksApi.util;
      if (hasLoaded(webhooksApi, state, 'getWebhooks')) dispatch(invalidateTags(['Webhooks']));
      if (loadedArgs(webhooksApi, state, 'getWebhookDeliveries').includes(event.payload.EndpointId))
        dispatch(invalidateTags(['WebhookDeliveries']));
    }),
  );
}

startWebhooksRealtime(startAppListening, webhooksApi);

declareFreshness(webhooksApi, {
  getWebhooks: ['webhook:changed'],
  getWebhookDeliveries: ['webhook:changed'],
});

export const {
  useGetWebhooksQuery,
  useSaveWebhookMutation,
  useRemoveWebhookMutation,
  useRollWebhookSecretMutation,
  useGetWebhookDeliveriesQuery,
  useReplayWebhookMutation,
} = webhooksApi;
