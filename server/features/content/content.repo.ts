// Page texts and news: the SQL.
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contentItems, news, newsInteractions } from '../../db/schema';
import { writeTx } from '../../db/tx';
import { appendEvents, type NewEvent, type StoredEvent } from '../../events/eventLog.repo';

export type NewsRecord = typeof news.$inferSelect;

export function createContentRepo(db: Db) {
  return {
    find(key: string, locale: string, zone: string) {
      return db
        .select()
        .from(contentItems)
        .where(and(eq(contentItems.Key, key), eq(contentItems.Locale, locale), eq(contentItems.Zone, zone)))
        .get();
    },

    save(
      item: { Key: string; Locale: string; Zone: string; Content: string; by: number },
      now: string,
      events: NewEvent[],
    ): StoredEvent[] {
      return writeTx(db, (tx) => {
        tx.insert(contentItems)
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
          })
          .run();
        return appendEvents(tx, events, now);
      });
    },

    latestNews(limit: number): NewsRecord[] {
      return db
        .select()
        .from(news)
        .where(eq(news.Published, true))
        .orderBy(desc(news.PublishedAt), desc(news.id))
        .limit(limit)
        .all();
    },

    allNews(): NewsRecord[] {
      return db.select().from(news).orderBy(desc(news.id)).all();
    },

    news(id: number): NewsRecord | undefined {
      return db.select().from(news).where(eq(news.id, id)).get();
    },

    saveNews(
      values: { id?: number; title: string; content: string; Published: boolean },
      now: string,
      eventsFor: (item: NewsRecord, newlyPublished: boolean) => NewEvent[],
    ) {
      return writeTx(db, (tx) => {
        const before =
          values.id === undefined ? undefined : tx.select().from(news).where(eq(news.id, values.id)).get();
        if (values.id !== undefined && !before) return null;
        const newlyPublished = values.Published && !before?.Published;
        const PublishedAt = values.Published ? (before?.PublishedAt ?? now) : null;
        const row = before
          ? tx
              .update(news)
              .set({
                title: values.title,
                content: values.content,
                Published: values.Published,
                PublishedAt,
                UpdatedAt: now,
              })
              .where(eq(news.id, before.id))
              .returning()
              .get()!
          : tx
              .insert(news)
              .values({
                title: values.title,
                content: values.content,
                Published: values.Published,
                PublishedAt,
                CreatedAt: now,
                UpdatedAt: now,
              })
              .returning()
              .get();
        return { item: row, events: appendEvents(tx, eventsFor(row, newlyPublished), now) };
      });
    },

    recordInteraction(newsId: number, userId: number, now: string): void {
      db.insert(newsInteractions)
        .values({ news_id: newsId, user_id: userId, At: now })
        .onConflictDoNothing()
        .run();
    },
  };
}

export type ContentRepo = ReturnType<typeof createContentRepo>;
