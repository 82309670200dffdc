import { accentShades } from '../../../shared/brand';
import * as calls from '../../../shared/calls/settings';
import { messageOf } from '../../../shared/thrown';
import { AppError } from '../../calls/appError';
import type { CallRegistry } from '../../calls/registry';
import type { Outbox } from '../../mail/outbox';
import { mailLocale } from '../../mail/templates/render';
import { checklistOf } from './checklist';
import type { ChecklistRepo } from './checklist.repo';
import type { SettingsService } from './settings.service';

export function registerSettingsCalls(
  registry: CallRegistry,
  service: SettingsService,
  deps: {
    webshopUrl: string | null;
    analyticsUrl: string | null;
    checklist: ChecklistRepo;
    outbox: Outbox;
    clock: () => number;
    mail: { mode: 'smtp' | 'files' };
  },
): void {
  const checklist = (headId: number, site: 'academy' | 'teams') =>
    checklistOf({ repo: deps.checklist, settings: service, site }, headId);

  registry.add(calls.getSettings, async (_input, ctx) => {
    const [settings, brand] = await Promise.all([service.current(), service.brand()]);
    return {
      data: {
        ...settings,
        site: ctx.site,
        webshopUrl: brand.webshopUrl ?? deps.webshopUrl,
        analyticsUrl: deps.analyticsUrl,
        brand,
        accentShades: brand.accentColor ? accentShades(brand.accentColor) : null,
      },
    };
  });
  registry.add(calls.saveSettings, async (input, ctx) => ({ data: await service.save(ctx.user.Id, input) }));
  registry.add(calls.saveBrand, async (input, ctx) => ({
    data: await service.saveBrand(ctx.user.Id, input),
  }));

  registry.add(calls.sendTestMail, async (_input, ctx) => {
    const person = await deps.checklist.person(ctx.user.Id);
    if (!person) throw new AppError('NOT_FOUND');
    try {
      await deps.outbox.sendNow(person.Email, mailLocale(person.Language), {
        name: 'test-mail',
        firstName: person.FirstName,
      });
    } catch (error) {
      // Said as the mail server said it: the head fixes the settings with it.
      return { data: { sent: false, to: person.Email, error: messageOf(error).slice(0, 300) } };
    }
    await service.testMailSent(ctx.user.Id, new Date(deps.clock()).toISOString());
    return { data: { sent: true, to: person.Email, error: null } };
  });

  registry.add(calls.getChecklist, async (_input, ctx) => ({ data: await checklist(ctx.user.Id, ctx.site) }));
  registry.add(calls.dismissChecklist, async (input, ctx) => {
    await service.dismissChecklist(ctx.user.Id, input.dismissed);
    return { data: await checklist(ctx.user.Id, ctx.site) };
  });
  registry.add(calls.getMailStatus, async () => ({ data: { Mode: deps.mail.mode } }));
}
