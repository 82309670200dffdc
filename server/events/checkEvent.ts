// Outside production every push is checked against its schema in the realtime catalogue, the way
// call replies are checked against their contracts: a payload that drifted from what clients are
// typed to receive fails loudly (in tests) instead of reaching them.
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import { type ServerEventName, serverEventSchemas } from '../../shared/realtime';

export class EventContractError extends Error {
  constructor(
    readonly event: ServerEventName,
    readonly issues: z.core.$ZodIssue[],
  ) {
    super(`push ${event} does not match its schema in shared/realtime.ts`);
  }
}

/** Throws EventContractError when `payload` is not what the catalogue says `event` carries. */
export function checkServerEvent(event: ServerEventName, payload: unknown): void {
  const parsed = serverEventSchemas[event].safeParse(payload);
  if (!parsed.success) throw new EventContractError(event, parsed.error.issues);
}

/** The check as the bus and the socket server run it outside production: logged at error level, then thrown. */
export function loggedEventCheck(log: FastifyBaseLogger): (event: ServerEventName, payload: unknown) => void {
  return (event, payload) => {
    try {
      checkServerEvent(event, payload);
    } catch (error) {
      log.error({ err: error, event }, 'push does not match its schema');
      throw error;
    }
  };
}
