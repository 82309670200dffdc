// Settings (SPEC §9) and the school's branding: stored values over the defaults, read by other
// features through the service; the head's first-run checklist.
import path from 'node:path';
import fp from 'fastify-plugin';
import { requiredHook } from '../../requiredHook';
import { createChecklistRepo } from './checklist.repo';
import { registerSettingsCalls } from './settings.calls';
import { createSettingsRepo } from './settings.repo';
import { createSettingsService, type SchoolZoneHook, type SettingsService } from './settings.service';

declare module 'fastify' {
  interface FastifyInstance {
    settings: SettingsService;
  }
}

export const settingsPlugin = fp(
  async (app) => {
    const { database, work, registry, config, outbox, clock } = app.tonic;
    const settings = createSettingsService({
      repo: createSettingsRepo(database.read),
      work,
      defaultSchoolName: config.seller.name,
      filesDir: path.join(config.dataDir, 'files'),
      schoolZone: requiredHook<SchoolZoneHook>(app, { name: 'settings.onSchoolZone', providedBy: 'habits' }),
    });
    app.decorate('settings', settings);
    // Mails carry the school's name, footer, colour and logo, and leave under its sender name. The
    // logo by its public address (docs/decisions.md "Logo in mails").
    outbox.useBrand(async (q) => {
      const [brand, stored] = await Promise.all([settings.brand(q), settings.storedBrand(q)]);
      return {
        school: brand.schoolName,
        senderName: brand.mailSenderName ?? stored.schoolName ?? null,
        footer: brand.mailFooter,
        accent: brand.accentColor,
        logoUrl: brand.logoUrl ? `${config.publicUrl}${brand.logoUrl}` : null,
      };
    });
    registerSettingsCalls(registry, settings, {
      webshopUrl: config.webshopUrl,
      analyticsUrl: config.analyticsUrl,
      checklist: createChecklistRepo(database.read),
      outbox,
      clock,
      mail: { mode: config.smtp ? 'smtp' : 'files' },
    });
  },
  // Provided by habits (onSchoolZone), checked at start.
  { name: 'settings', dependencies: ['core'] },
);
