// The achievements editor's SQL: an achievement written, changed or removed, and the starter
// set's one-time marker.
import { eq } from 'drizzle-orm';
import { type Db, first, type Tx } from '../../db/database';
import { achievements, settings } from '../../db/tables';
import type { AchievementRecord } from './rewards.repo';

export type AchievementValues = Omit<typeof achievements.$inferInsert, 'Id' | 'CourseId'>;

export function createAchievementsRepo(db: Db) {
  return {
    async find(id: number, q: Db = db): Promise<AchievementRecord | undefined> {
      return first(await q.select().from(achievements).where(eq(achievements.Id, id)));
    },

    async insert(tx: Tx, values: AchievementValues[]): Promise<AchievementRecord[]> {
      return tx.insert(achievements).values(values).returning();
    },

    async update(tx: Tx, id: number, values: AchievementValues): Promise<AchievementRecord | undefined> {
      return first(await tx.update(achievements).set(values).where(eq(achievements.Id, id)).returning());
    },

    /** Removes it with its earnings (the foreign key cascades); answers whether it was there. */
    async remove(tx: Tx, id: number): Promise<boolean> {
      const gone = await tx
        .delete(achievements)
        .where(eq(achievements.Id, id))
        .returning({ Id: achievements.Id });
      return gone.length > 0;
    },

    /**
     * Writes the marker once: true for the one call that wrote it. The primary key decides, so
     * two first runs at once make the set once.
     */
    async markOnce(tx: Tx, key: string, now: string): Promise<boolean> {
      const written = await tx
        .insert(settings)
        .values({ Key: key, Value: JSON.stringify(now), ModificationDate: now })
        .onConflictDoNothing()
        .returning({ Key: settings.Key });
      return written.length > 0;
    },
  };
}

export type AchievementsRepo = ReturnType<typeof createAchievementsRepo>;
