// Page texts (SPEC §4 content editing) and news (SPEC §4 news banner): sanitised on the server,
// pushed live when saved or published. News is written for the site variant it is written on and
// shown only there.
import type { NewsItem } from '../../../shared/calls/content';
import type { Site } from '../../../shared/site';
import { AppError } from '../../calls/appError';
import type { AuthedUser } from '../../calls/registry';
import type { RunWork } from '../../db/unitOfWork';
import { newEvent } from '../../events/eventLog.repo';
import { sanitizeUserHtml } from '../../html/sanitize';
import type { ContentRepo, NewsRecord } from './content.repo';

const present = (n: NewsRecord): NewsItem => ({
  id: n.id,
  title: n.title,
  content: n.content,
  title_sv: n.title_sv,
  content_sv: n.content_sv,
  Published: n.Published,
  PublishedAt: n.PublishedAt,
});

export function createContentService(deps: { repo: ContentRepo; work: RunWork; site: Site }) {
  const { repo, work } = deps;
  const zone = (zoned: boolean) => (zoned ? deps.site : '');

  return {
    async get(key: string, locale: string, zoned: boolean, fallback: string) {
      const item = await repo.find(key, locale, zone(zoned));
      return item
        ? { Content: item.Content, CreationDate: item.CreationDate, ModificationDate: item.ModificationDate }
        : { Content: sanitizeUserHtml(fallback), CreationDate: null, ModificationDate: null };
    },

    save(user: AuthedUser, key: string, locale: string, zoned: boolean, html: string) {
      const content = sanitizeUserHtml(html);
      return work(async (w) => {
        await repo.save(
          w.tx,
          { Key: key, Locale: locale, Zone: zone(zoned), Content: content, by: user.Id },
          w.now,
        );
        w.log(
          newEvent({
            type: 'content:changed',
            actorId: user.Id,
            about: {},
            payload: { Key: key, Locale: locale },
          }),
        );
        return { Key: key, Locale: locale, ModificationDate: w.now };
      });
    },

    latestNews: async (limit: number) => (await repo.latestNews(deps.site, limit)).map(present),
    allNews: async () => (await repo.allNews(deps.site)).map(present),

    async newsItem(id: number) {
      const item = await repo.news(deps.site, id);
      if (!item?.Published) throw new AppError('NOT_FOUND', { field: 'id' });
      return present(item);
    },

    saveNews(
      user: AuthedUser,
      input: {
        id?: number;
        title: string;
        content: string;
        title_sv?: string | undefined;
        content_sv?: string | undefined;
        Published: boolean;
      },
    ) {
      const title = sanitizeUserHtml(input.title);
      const content = sanitizeUserHtml(input.content);
      // An empty Swedish text is no Swedish text: readers see the English one.
      const swedish = (text: string | undefined) => {
        const clean = text === undefined ? '' : sanitizeUserHtml(text);
        return clean.replace(/<[^>]*>/g, '').trim() === '' ? null : clean;
      };
      return work(async (w) => {
        const before = input.id === undefined ? undefined : await repo.news(deps.site, input.id, w.tx);
        if (input.id !== undefined && !before) throw new AppError('NOT_FOUND', { field: 'id' });
        const values = {
          title,
          content,
          title_sv: swedish(input.title_sv),
          content_sv: swedish(input.content_sv),
          Published: input.Published,
          PublishedAt: input.Published ? (before?.PublishedAt ?? w.now) : null,
        };
        const item = before
          ? await repo.updateNews(w.tx, before.id, values, w.now)
          : await repo.insertNews(w.tx, { ...values, Site: deps.site }, w.now);
        if (!item) throw new AppError('NOT_FOUND', { field: 'id' });
        if (input.Published && !before?.Published) {
          w.log(
            newEvent({
              type: 'news:published',
              actorId: user.Id,
              about: {},
              payload: { news: present(item) },
            }),
          );
        }
        return present(item);
      });
    },

    async dismiss(user: AuthedUser, newsId: number, payloadUserId?: number | null) {
      if (payloadUserId != null && payloadUserId !== user.Id)
        throw new AppError('FORBIDDEN', { field: 'user_id' });
      return work(async (w) => {
        if (!(await repo.news(deps.site, newsId, w.tx)))
          throw new AppError('NOT_FOUND', { field: 'news_id' });
        await repo.recordInteraction(w.tx, newsId, user.Id, w.now);
        return { news_id: newsId };
      });
    },
  };
}

export type ContentService = ReturnType<typeof createContentService>;
