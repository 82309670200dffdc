import { requestUpgrade } from '../../../shared/calls/companies';
import { sendSupport } from '../../../shared/calls/messages';
import type { CallRegistry } from '../../calls/registry';
import type { createSupportService } from './support.service';

export function registerSupportCalls(
  registry: CallRegistry,
  support: ReturnType<typeof createSupportService>,
): void {
  registry.add(sendSupport, async (input, ctx) => ({ data: { Id: await support.send(ctx.user, input) } }), {
    rateLimit: { points: 5, windowSec: 60, by: 'user' },
  });
  registry.add(
    requestUpgrade,
    async (input, ctx) => ({ data: { Id: await support.requestUpgrade(ctx.user, input) } }),
    { rateLimit: { points: 5, windowSec: 60, by: 'user' } },
  );
}
