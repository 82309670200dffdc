// Gapless number series (invoice and journal-entry numbers, which the law wants without gaps).
// The next number is taken by incrementing the series' row inside the caller's unit of work: the
// row's write lock queues concurrent takers until the holder commits (BEGIN IMMEDIATE on SQLite,
// the row lock on PostgreSQL), and a rollback gives the number back with everything else.
import { eq, sql } from 'drizzle-orm';
import type { Tx } from './database';
import { numberSeries } from './tables';

export type SeriesName = 'invoice' | 'journal';

export async function takeNumber(tx: Tx, series: SeriesName): Promise<number> {
  const [row] = await tx
    .update(numberSeries)
    .set({ Last: sql`${numberSeries.Last} + 1` })
    .where(eq(numberSeries.Name, series))
    .returning({ Last: numberSeries.Last });
  if (!row) throw new Error(`number series ${series} is missing`);
  return row.Last;
}
