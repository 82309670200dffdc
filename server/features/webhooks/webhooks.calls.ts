// webhooks.php: endpoints, their secrets, deliveries and replays.
import * as calls from '../../../shared/calls/webhooks';
import type { CallRegistry } from '../../calls/registry';
import type { WebhooksService } from './webhooks.service';

export function registerWebhooksCalls(registry: CallRegistry, webhooks: WebhooksService): void {
  registry.add(calls.saveWebhook, async (input, ctx) => ({ data: await webhooks.save(ctx.user, input) }));
  registry.add(calls.getWebhooks, async (_input, ctx) => ({ data: await webhooks.list(ctx.user) }));
  registry.add(calls.removeWebhook, async (input, ctx) => ({
    data: await webhooks.remove(ctx.user, input.Id),
  }));
  registry.add(calls.rollWebhookSecret, async (input, ctx) => ({
    data: await webhooks.rollSecret(ctx.user, input.Id),
  }));
  registry.add(calls.getWebhookDeliveries, async (input, ctx) => ({
    data: await webhooks.deliveries(ctx.user, input.Id, input.Before, input.Limit),
  }));
  registry.add(calls.replayWebhook, async (input, ctx) => ({
    data: await webhooks.replay(ctx.user, input.Id, input.AfterEventId),
  }));
}
