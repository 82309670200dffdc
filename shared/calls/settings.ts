// Product settings (SPEC §9) and what the client learns at start-up.

import { LOCALES, SITES } from '../site';
import { z } from '../zod';
import * as address from './addresses/settings';
import { defineCall } from './define';

export const settingsSchema = z.object({
  registrationEnabled: z.boolean(),
  maintenanceMode: z.boolean(),
  defaultLanguage: z.enum(LOCALES),
  courseEditIdleMinutes: z
    .number()
    .int()
    .min(1)
    .max(24 * 60),
});
export type Settings = z.infer<typeof settingsSchema>;

export const DEFAULT_SETTINGS: Settings = {
  registrationEnabled: true,
  maintenanceMode: false,
  defaultLanguage: 'en',
  courseEditIdleMinutes: 45,
};

export const getSettings = defineCall({
  ...address.getSettings,
  summary: 'The public settings and the site variant.',
  input: z.object({}),
  output: z.object({
    data: settingsSchema.extend({
      site: z.enum(SITES),
      /** Where /webshop leads (academy). */
      webshopUrl: z.string().nullable(),
      /** The analytics script, loaded only after cookie consent; null: none. */
      analyticsUrl: z.string().nullable(),
    }),
  }),
});

export const saveSettings = defineCall({
  ...address.saveSettings,
  summary: 'Change one or more settings.',
  input: settingsSchema.partial(),
  output: z.object({ data: settingsSchema }),
});

export const MAIL_MODES = ['smtp', 'files'] as const;

export const getMailStatus = defineCall({
  ...address.getMailStatus,
  summary:
    'How this server sends mail: over SMTP, or into files in the data folder (no SMTP configured), for the admins’ banner.',
  input: z.object({}),
  output: z.object({
    data: z.object({
      Mode: z
        .enum(MAIL_MODES)
        .describe(
          'smtp: mail leaves the server; files: it is written to the data folder’s mail/ and reaches nobody.',
        ),
    }),
  }),
});
