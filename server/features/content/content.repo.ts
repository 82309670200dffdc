// Page texts and news: the SQL. Write methods take the unit of work's transaction. News belongs to
// a site variant (or both): every read names the variant asking.
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Site } from '../../../shared/site';
import { type Db, first, type Tx } from '../../db/database';
import { contentItems, news, newsInteractions } from '../../db/tables';

export type NewsRecord = typeof news.$inferSelect;

const newsOf = (site: Site) => inArray(news.Site, [site, 'both']);

export function createContentRepo(db: Db) {
  return {
    async find(key: string, locale: string, zone: string) {
      return first(
        await db
          .select()
          .from(contentItems)
          .where(
            and(eq(contentItems.Key, key), eq(contentItems.Locale, locale), eq(contentItems.Zone, zone)),
          ),
      );
    },

    async save(
      tx: Tx,
      item: { Key: string; Locale: string; Zone: string; Content: string; by: number },
      now: string,
    ): Promise<void> {
      await tx
        .insert(contentItems)
        .values({
          Key: item.Key,
          Locale: item.Locale,
          Zone: item.Zone,
          Content: item.Content,
          CreationDate: now,
          ModificationDate: now,
          ModifiedBy: item.by,
        })
        .onConflictDoUpdate({
          target: [contentItems.Key, contentItems.Locale, contentItems.Zone],
          set: { Content: item.Content, ModificationDate: now, ModifiedBy: item.by },
        });
    },

    async latestNews(site: Site, limit: number): Promise<NewsRecord[]> {
      return db
        .select()
        .from(news)
        .where(and(eq(news.Published, true), newsOf(site)))
        .orderBy(desc(news.PublishedAt), desc(news.id))
        .limit(limit);
    },

    async allNews(site: Site): Promise<NewsRecord[]> {
      return db.select().from(news).where(newsOf(site)).orderBy(desc(news.id));
    },

    async news(site: Site, id: number, q: Db = db): Promise<NewsRecord | undefined> {
      return first(
        await q
          .select()
          .from(news)
          .where(and(eq(news.id, id), newsOf(site))),
      );
    },

    async insertNews(
      tx: Tx,
      values: { title: string; content: string; Site: Site; Published: boolean; PublishedAt: string | null },
      now: string,
    ): Promise<NewsRecord> {
      const [row] = await tx
        .insert(news)
        .values({ ...values, CreatedAt: now, UpdatedAt: now })
        .returning();
      if (!row) throw new Error('news not stored');
      return row;
    },

    async updateNews(
      tx: Tx,
      id: number,
      values: { title: string; content: string; Published: boolean; PublishedAt: string | null },
      now: string,
    ): Promise<NewsRecord | undefined> {
      return first(
        await tx
          .update(news)
          .set({ ...values, UpdatedAt: now })
          .where(eq(news.id, id))
          .returning(),
      );
    },

    async recordInteraction(tx: Tx, newsId: number, userId: number, now: string): Promise<void> {
      await tx
        .insert(newsInteractions)
        .values({ news_id: newsId, user_id: userId, At: now })
        .onConflictDoNothing();
    },
  };
}

export type ContentRepo = ReturnType<typeof createContentRepo>;
