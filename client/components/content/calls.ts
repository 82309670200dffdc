// The page-text calls (content/*.php), one reference each; calls.test.ts checks them against
// shared/calls/content.ts.
import type * as content from '../../../shared/calls/content';
import { callRef } from '../../api/contract';

export const contentCalls = {
  getContent: callRef<typeof content.getContent>('content/get_content.php', 'get_content'),
  saveContent: callRef<typeof content.saveContent>('content/save_content.php', 'save_content'),
} as const;
