// What the operators' command-line tail prints of an event's payload: message bodies are private
// (a message's text and subject), so they are replaced by their length unless asked for.

/** Fields that hold what someone wrote, wherever they sit in a payload. */
const BODY_FIELDS = new Set(['Message', 'Title', 'Body', 'Html', 'Text']);

export function redactBodies(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redactBodies);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, field]) => [
      key,
      BODY_FIELDS.has(key) && typeof field === 'string' ? `[${field.length} chars]` : redactBodies(field),
    ]),
  );
}
