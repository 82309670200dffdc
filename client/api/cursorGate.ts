// While the tab learns its event cursor (client/realtime/cursor.ts), every other call waits: each
// reply then shows the server at or after the cursor, and every event after it comes by push or
// catch-up. A reply read before the cursor could miss an event the cursor starts after.

/** A store's getState: what names the store a gate belongs to (one gate per store). */
type StoreKey = () => unknown;

const held = new WeakMap<StoreKey, Promise<void>>();

/**
 * Holds the store's calls until `learnt` settles (either way: a cursor that cannot be learnt holds
 * nothing).
 */
export function holdCallsUntil(store: StoreKey, learnt: Promise<unknown>): void {
  const gate = learnt.then(
    () => {},
    () => {},
  );
  held.set(store, gate);
  void gate.then(() => {
    if (held.get(store) === gate) held.delete(store);
  });
}

/** What the store's next call waits for first, or null when nothing is held. */
export function callsHeld(store: StoreKey): Promise<void> | null {
  return held.get(store) ?? null;
}
