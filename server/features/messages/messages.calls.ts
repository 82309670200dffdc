// messages.php: thin handlers over the service.
import * as calls from '../../../shared/calls/messages';
import type { CallRegistry } from '../../calls/registry';
import type { MessagesService } from './messages.service';

export function registerMessagesCalls(
  registry: CallRegistry,
  messages: MessagesService,
  messageRate: number,
): void {
  registry.add(calls.getMessages, async (input, ctx) => messages.list(ctx.user, input));
  registry.add(calls.markMessagesAsOpened, async (input, ctx) => ({
    data: await messages.markOpened(
      ctx.user,
      input.map((m) => m.Id),
    ),
  }));
  registry.add(calls.submitMessage, async (input, ctx) => messages.submit(ctx.user, input), {
    // Per sender: generous for people, a wall for scripts.
    rateLimit: { points: messageRate, windowSec: 10, by: 'user' },
  });
  registry.add(
    calls.sendMessageAsEmail,
    async (input, ctx) => ({ data: { sent: await messages.sendAsEmail(ctx.user, input.Id) } }),
    {
      rateLimit: { points: 10, windowSec: 60, by: 'user' },
    },
  );
  registry.add(calls.removeMessage, async (input, ctx) => {
    await messages.remove(ctx.user, input.Id, input.UserId);
    return { data: { Id: input.Id } };
  });
  registry.add(calls.getContacts, async (_input, ctx) => ({ data: await messages.contacts(ctx.user) }));
}
