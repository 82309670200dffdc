// Catch-up from the event log: the poll fallback and the reconnect path.
import { z } from '../zod';
import * as address from './addresses/events';
import { defineCall } from './define';

export const loggedEventSchema = z.object({
  eventId: z.number().int(),
  type: z.string(),
  at: z.string(),
  payload: z.record(z.string(), z.unknown()),
});
export type LoggedEvent = z.infer<typeof loggedEventSchema>;

export const EVENTS_PAGE_MAX = 500;

export const getEvents = defineCall({
  ...address.getEvents,
  summary:
    "The caller's events after an event id, oldest first. A cursor past the log's newest event, or of another log (LogId; a restored backup), answers resync: the client reloads its data and moves its cursor to lastEventId.",
  input: z.object({
    /** Omitted: no events, only where the log stands now (a new client's starting cursor). */
    After: z.coerce.number().int().min(0).optional(),
    Limit: z.coerce.number().int().min(1).max(EVENTS_PAGE_MAX).default(200),
    /** The logId the client's cursor belongs to; another one answers resync. */
    LogId: z.string().max(64).optional(),
  }),
  output: z.object({
    data: z.array(loggedEventSchema),
    /** The newest event id in the log, so a client with nothing to catch up can move its cursor. */
    lastEventId: z.number().int(),
    hasMore: z.boolean(),
    /**
     * The log this cursor runs on: a restore from a backup gives it a new one ('' before any).
     */
    logId: z.string(),
    /**
     * The cursor is not on this log (the database was restored from a backup): it is past the
     * head, or the client's LogId is another. What the client holds may be newer than the data:
     * it moves its cursor to lastEventId, keeps logId and reloads its data.
     */
    resync: z.boolean(),
  }),
});
