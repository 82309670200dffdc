// The news calls (news.php), one reference each; calls.test.ts checks them against
// shared/calls/content.ts.
import type * as content from '../../../shared/calls/content';
import { callRef } from '../../api/contract';

export const newsCalls = {
  getLatestNews: callRef<typeof content.getLatestNews>('news.php', 'get_latest_news'),
  getNewsItem: callRef<typeof content.getNewsItem>('news.php', 'get_news'),
  storeNewsInteraction: callRef<typeof content.storeNewsInteraction>(
    'news.php',
    'store_user_news_interaction',
  ),
  saveNews: callRef<typeof content.saveNews>('news.php', 'save_news'),
  getAllNews: callRef<typeof content.getAllNews>('news.php', 'get_all_news'),
} as const;
