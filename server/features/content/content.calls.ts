import * as calls from '../../../shared/calls/content';
import type { CallRegistry } from '../../calls/registry';
import type { ContentService } from './content.service';

export function registerContentCalls(registry: CallRegistry, content: ContentService): void {
  registry.add(calls.getContent, async (input) => ({
    data: [await content.get(input.TheKey, input.Locale, input.isZoned, input.DefaultContent)],
  }));
  registry.add(calls.saveContent, async (input, ctx) => ({
    data: await content.save(ctx.user, input.TheKey, input.Locale, input.isZoned, input.content),
  }));
  registry.add(calls.getLatestNews, async (input) => ({ data: await content.latestNews(input.limit) }));
  registry.add(calls.getNewsItem, async (input) => ({ data: await content.newsItem(input.id) }));
  registry.add(calls.storeNewsInteraction, async (input, ctx) => ({
    data: await content.dismiss(ctx.user, input.news_id, input.user_id),
  }));
  registry.add(calls.saveNews, async (input, ctx) => ({ data: await content.saveNews(ctx.user, input) }));
  registry.add(calls.getAllNews, async () => ({ data: await content.allNews() }));
}
