// The news calls (news.php), contracts in shared/calls/content.ts.
import * as contentAddresses from '../../../shared/calls/addresses/content';
import type * as content from '../../../shared/calls/content';
import { callRef } from '../../api/contract';

export const newsCalls = {
  getLatestNews: callRef<typeof content.getLatestNews>(contentAddresses.getLatestNews),
  getNewsItem: callRef<typeof content.getNewsItem>(contentAddresses.getNewsItem),
  storeNewsInteraction: callRef<typeof content.storeNewsInteraction>(contentAddresses.storeNewsInteraction),
  saveNews: callRef<typeof content.saveNews>(contentAddresses.saveNews),
  getAllNews: callRef<typeof content.getAllNews>(contentAddresses.getAllNews),
} as const;
