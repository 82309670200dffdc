// The webhook calls (webhooks.php).
import * as webhooksAddresses from '../../../shared/calls/addresses/webhooks';
import type * as webhooks from '../../../shared/calls/webhooks';
import { callRefs } from '../../api/contract';

export const webhookCalls = callRefs<typeof webhooks>(webhooksAddresses);
