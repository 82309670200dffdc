// How each cached query stays true while a page shows it (docs/architecture.md "Live pages"):
// every query endpoint declares the events that keep it fresh (its api file's listener reacts to
// them), or says why no other session can change it. client/app/freshness.test.ts walks the
// route table and fails for a page whose data has no declaration.
import type { RealtimeEvent } from '../realtime/realtimeSlice';

export type EventName = RealtimeEvent['type'];
/** The events that refetch or patch the endpoint's entries, or why none is needed. */
export type Freshness = readonly EventName[] | { readonly static: string };

type QueryNames<E> = {
  [K in keyof E]: E[K] extends { useQuery: unknown } | { useInfiniteQuery: unknown } ? K : never;
}[keyof E] &
  string;

// The two endpoints below this floor (client/api, client/session) cannot import it: declared here.
const declared = new Map<string, Freshness>([
  ['getSettings', ['settings:changed']],
  [
    'sessionUser',
    { static: 'the signed-in person at start-up; their XP follows xp:changed in sessionUser.ts' },
  ],
]);

/** Declares every query endpoint of a feature's api (the compiler asks for each one). */
export function declareFreshness<E>(_api: { endpoints: E }, map: Record<QueryNames<E>, Freshness>): void {
  for (const [name, fresh] of Object.entries(map)) declared.set(name, fresh as Freshness);
}

/** What was declared so far (for the check). */
export function declaredFreshness(): ReadonlyMap<string, Freshness> {
  return declared;
}
