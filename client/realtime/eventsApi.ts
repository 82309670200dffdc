// events.php get_events: the catch-up read behind reconnects and the 3 s poll fallback.
import type { getEvents } from '../../shared/calls/events';
import { api } from '../api/api';
import { calls } from '../api/calls';
import { type CallInput, type CallReply, fromContract } from '../api/contract';

type GetEvents = typeof getEvents;

export const eventsApi = api.injectEndpoints({
  endpoints: (build) => ({
    // A mutation: every read must reach the server, and nothing is worth caching.
    getEvents: build.mutation<CallReply<GetEvents>, CallInput<GetEvents>>(fromContract(calls.getEvents)),
  }),
});
