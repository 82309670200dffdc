// Settings (SPEC §9): stored values over the defaults, read by other features through the service.
import fp from 'fastify-plugin';
import { registerSettingsCalls } from './settings.calls';
import { createSettingsRepo } from './settings.repo';
import { createSettingsService, type SettingsService } from './settings.service';

declare module 'fastify' {
  interface FastifyInstance {
    settings: SettingsService;
  }
}

export const settingsPlugin = fp(
  async (app) => {
    const { database, work, registry, config } = app.tonic;
    const settings = createSettingsService(createSettingsRepo(database.read), work);
    app.decorate('settings', settings);
    registerSettingsCalls(
      registry,
      settings,
      {
        webshopUrl: config.webshopUrl,
        analyticsUrl: config.analyticsUrl,
      },
      { mode: config.smtp ? 'smtp' : 'files' },
    );
  },
  { name: 'settings', dependencies: ['core'] },
);
