// Product settings (SPEC §9) and what the client learns at start-up.

import { DEFAULT_TIME_ZONE, isTimeZone } from '../habits';
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
  /** The school's time zone: a learner's days until their browser reports theirs. */
  habitTimeZone: z.string().max(64).refine(isTimeZone, 'Not an IANA time zone (e.g. Europe/Stockholm).'),
  /** The school-wide switch of the learners' reminder mails. */
  habitReminders: z.boolean(),
});
export type Settings = z.infer<typeof settingsSchema>;

export const DEFAULT_SETTINGS: Settings = {
  registrationEnabled: true,
  maintenanceMode: false,
  defaultLanguage: 'en',
  courseEditIdleMinutes: 45,
  habitTimeZone: DEFAULT_TIME_ZONE,
  habitReminders: true,
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
