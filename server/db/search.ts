// Text search that reads the same on both engines: "contains, ignoring case". SQLite's LIKE
// ignores ASCII case and PostgreSQL's does not, so both sides are lowered; the typed text's own
// % and _ are escaped (ESCAPE '\'), so they match themselves.
import { type AnyColumn, or, type SQL, sql } from 'drizzle-orm';

/** A LIKE pattern for "contains `text`", lower-cased, wildcards in it escaped. */
export function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
}

/** Whether any of the columns contains the text, ignoring case; undefined (no filter) for none. */
export function containsText(text: string | undefined, ...columns: AnyColumn[]): SQL | undefined {
  if (!text) return undefined;
  const pattern = containsPattern(text);
  return or(...columns.map((column) => sql`lower(${column}) like ${pattern} escape '\\'`));
}
