// The page-text calls (content/*.php), contracts in shared/calls/content.ts.
import * as contentAddresses from '../../../shared/calls/addresses/content';
import type * as content from '../../../shared/calls/content';
import { callRef } from '../../api/contract';

export const contentCalls = {
  getContent: callRef<typeof content.getContent>(contentAddresses.getContent),
  saveContent: callRef<typeof content.saveContent>(contentAddresses.saveContent),
} as const;
