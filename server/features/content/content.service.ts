// Page texts (SPEC §4 content editing) and news (SPEC §4 news banner): sanitised on the server,
// pushed live when saved or published.
import type { NewsItem } from '../../../shared/calls/content';
import { rooms } from '../../../shared/realtime';
import type { Site } from '../../../shared/site';
import { AppError } from '../../calls/appError';
import type { AuthedUser } from '../../calls/registry';
import type { EventBus } from '../../events/bus';
import { newEvent } from '../../events/eventLog.repo';
import { sanitizeUserHtml } from '../../html/sanitize';
import type { ContentRepo, NewsRecord } from './content.repo';

const present = (n: NewsRecord): NewsItem => ({
  id: n.id,
  title: n.title,
  content: n.content,
  Published: n.Published,
  PublishedAt: n.PublishedAt,
});

export function createContentService(deps: {
  repo: ContentRepo;
  bus: EventBus;
  site: Site;
  clock?: () => number;
}) {
  const { repo, bus } = deps;
  const now = () => new Date((deps.clock ?? Date.now)()).toISOString();
  const zone = (zoned: boolean) => (zoned ? deps.site : '');

  return {
    get(key: string, locale: string, zoned: boolean, fallback: string) {
      const item = repo.find(key, locale, zone(zoned));
      return item
        ? { Content: item.Content, CreationDate: item.CreationDate, ModificationDate: item.ModificationDate }
        : { Content: sanitizeUserHtml(fallback), CreationDate: null, ModificationDate: null };
    },

    save(user: AuthedUser, key: string, locale: string, zoned: boolean, html: string) {
      const at = now();
      const event = newEvent({
        type: 'content:changed',
        actorId: user.Id,
        rooms: [rooms.everyone],
        payload: { Key: key, Locale: locale },
      });
      bus.publish(
        repo.save(
          { Key: key, Locale: locale, Zone: zone(zoned), Content: sanitizeUserHtml(html), by: user.Id },
          at,
          [event],
        ),
      );
      return { Key: key, Locale: locale, ModificationDate: at };
    },

    latestNews: (limit: number) => repo.latestNews(limit).map(present),
    allNews: () => repo.allNews().map(present),

    newsItem(id: number) {
      const item = repo.news(id);
      if (!item?.Published) throw new AppError('NOT_FOUND', { field: 'id' });
      return present(item);
    },

    saveNews(user: AuthedUser, input: { id?: number; title: string; content: string; Published: boolean }) {
      const result = repo.saveNews(
        { ...input, title: sanitizeUserHtml(input.title), content: sanitizeUserHtml(input.content) },
        now(),
        (item, newlyPublished) =>
          newlyPublished
            ? [
                newEvent({
                  type: 'news:published',
                  actorId: user.Id,
                  rooms: [rooms.everyone],
                  payload: { news: present(item) },
                }),
              ]
            : [],
      );
      if (!result) throw new AppError('NOT_FOUND', { field: 'id' });
      bus.publish(result.events);
      return present(result.item);
    },

    dismiss(user: AuthedUser, newsId: number, payloadUserId?: number | null) {
      if (payloadUserId != null && payloadUserId !== user.Id)
        throw new AppError('FORBIDDEN', { field: 'user_id' });
      if (!repo.news(newsId)) throw new AppError('NOT_FOUND', { field: 'news_id' });
      repo.recordInteraction(newsId, user.Id, now());
      return { news_id: newsId };
    },
  };
}

export type ContentService = ReturnType<typeof createContentService>;
