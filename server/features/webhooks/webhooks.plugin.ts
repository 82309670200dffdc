// Webhooks (docs/architecture.md "Webhooks"): the event log sent out to the endpoints the
// school's and companies' admins register, signed as the Standard Webhooks spec says.
import fp from 'fastify-plugin';
import { WEBHOOK_RETRY_DELAYS_MS } from '../../../shared/webhooks';
import { createDeliverer } from './deliverer';
import type { DestinationRules } from './destination';
import { registerWebhooksCalls } from './webhooks.calls';
import { createWebhooksRepo } from './webhooks.repo';
import { createWebhooksService, type WebhooksService } from './webhooks.service';

declare module 'fastify' {
  interface FastifyInstance {
    webhooks: WebhooksService;
  }
}

export const webhooksPlugin = fp(
  async (app) => {
    const { database, work, registry, config, clock, bus } = app.tonic;
    const repo = createWebhooksRepo(database.read);
    const rules: DestinationRules = {
      allowPrivate: config.webhooks.allowPrivate,
      publicUrl: config.publicUrl,
      listeningPort: () => {
        const address = app.server.address();
        return address && typeof address === 'object' ? address.port : null;
      },
    };
    const deliverer = createDeliverer({
      database,
      work,
      repo,
      clock,
      log: app.log,
      rules,
      timeoutMs: config.webhooks.timeoutMs,
      concurrency: config.webhooks.concurrency,
      retryDelaysMs: config.webhooks.retryDelaysMs ?? WEBHOOK_RETRY_DELAYS_MS,
    });
    const webhooks = createWebhooksService({ database, repo, work, rules, deliverer });
    app.decorate('webhooks', webhooks);
    registerWebhooksCalls(registry, webhooks);
    // Woken after each commit that logged events, and by its timer (retries, other nodes).
    bus.listen((events) => {
      if (events.length > 0) deliverer.kick();
    });
    app.addHook('onReady', async () => deliverer.start());
    app.addHook('preClose', async () => deliverer.stop());
  },
  { name: 'webhooks', dependencies: ['core'] },
);
