// habits.php: the caller's habit and its settings; and the reminder mail's one-click unsubscribe
// (GET from the link, POST as RFC 8058 mail clients send it), which needs no sign-in: its token is
// the learner's own secret.
import type { FastifyInstance } from 'fastify';
import * as calls from '../../../shared/calls/habits';
import type { CallRegistry } from '../../calls/registry';
import type { HabitsService } from './habits.service';

export function registerHabitsCalls(registry: CallRegistry, habits: HabitsService): void {
  registry.add(calls.getHabit, async (_input, ctx) => ({ data: await habits.habitOf(ctx.user) }));
  registry.add(calls.saveHabitSettings, async (input, ctx) => ({
    data: await habits.saveSettings(ctx.user, input),
  }));
}

const page = (title: string, text: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${title}</title></head><body style="font-family:Arial,Helvetica,sans-serif;max-width:520px;margin:48px auto;padding:0 16px"><main><h1>${title}</h1><p>${text}</p><p lang="sv">Påminnelserna är avstängda. Du kan slå på dem igen i din profil.</p></main></body></html>`;

export function registerUnsubscribe(app: FastifyInstance, habits: HabitsService): void {
  const handler = async (token: string) => {
    const known = /^[A-Za-z0-9_-]{16,64}$/.test(token) && (await habits.unsubscribe(token));
    return known
      ? {
          status: 200,
          body: page(
            'Reminders off',
            'You will get no more reminder mails. You can turn them on again on your profile.',
          ),
        }
      : { status: 404, body: page('Link not found', 'This unsubscribe link is not known.') };
  };
  for (const method of ['GET', 'POST'] as const)
    app.route<{ Params: { token: string } }>({
      method,
      url: '/api/habits/unsubscribe/:token',
      handler: async (request, reply) => {
        const { status, body } = await handler(request.params.token);
        return reply.code(status).type('text/html; charset=utf-8').send(body);
      },
    });
}
