import * as calls from '../../../shared/calls/settings';
import type { CallRegistry } from '../../calls/registry';
import type { SettingsService } from './settings.service';

export function registerSettingsCalls(
  registry: CallRegistry,
  service: SettingsService,
  links: { webshopUrl: string | null; analyticsUrl: string | null },
  mail: { mode: 'smtp' | 'files' },
): void {
  registry.add(calls.getSettings, async (_input, ctx) => ({
    data: { ...(await service.current()), site: ctx.site, ...links },
  }));
  registry.add(calls.saveSettings, async (input) => ({ data: await service.save(input) }));
  registry.add(calls.getMailStatus, async () => ({ data: { Mode: mail.mode } }));
}
