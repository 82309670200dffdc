// While the tab learns its event cursor (client/realtime/cursor.ts), every other call waits: each
// reply then shows the server at or after the cursor, and every event after it comes by push or
// catch-up. A reply read before the cursor could miss an event the cursor starts after.
let held: Promise<void> | null = null;

/** Holds calls until `learnt` settles (either way: a cursor that cannot be learnt holds nothing). */
export function holdCallsUntil(learnt: Promise<unknown>): void {
  const gate = learnt.then(
    () => {},
    () => {},
  );
  held = gate;
  void gate.then(() => {
    if (held === gate) held = null;
  });
}

/** What a call waits for first, or null when nothing is held. */
export function callsHeld(): Promise<void> | null {
  return held;
}
