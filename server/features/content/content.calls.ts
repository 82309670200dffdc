import * as calls from '../../../shared/calls/content';
import type { CallRegistry } from '../../calls/registry';
import type { ContentService } from './content.service';

export function registerContentCalls(registry: CallRegistry, content: ContentService): void {
  registry.add(calls.getContent, (input) => ({
    data: [content.get(input.TheKey, input.Locale, input.isZoned, input.DefaultContent)],
  }));
  registry.add(calls.saveContent, (input, ctx) => ({
    data: content.save(ctx.user!, input.TheKey, input.Locale, input.isZoned, input.content),
  }));
  registry.add(calls.getLatestNews, (input) => ({ data: content.latestNews(input.limit) }));
  registry.add(calls.getNewsItem, (input) => ({ data: content.newsItem(input.id) }));
  registry.add(calls.storeNewsInteraction, (input, ctx) => ({
    data: content.dismiss(ctx.user!, input.news_id, input.user_id),
  }));
  registry.add(calls.saveNews, (input, ctx) => ({ data: content.saveNews(ctx.user!, input) }));
  registry.add(calls.getAllNews, () => ({ data: content.allNews() }));
}
