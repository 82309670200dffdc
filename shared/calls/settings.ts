// Product settings (SPEC §9) and what the client learns at start-up.

import {
  ACCENT_PATTERN,
  contrastWithWhite,
  LOGO_URL_PATTERN,
  MIN_ACCENT_CONTRAST,
  SENDER_NAME_PATTERN,
} from '../brand';
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

/** What the school's people see of its name and look (docs/decisions.md "Branding"). */
export const brandSchema = z.object({
  schoolName: z
    .string()
    .trim()
    .min(1)
    .max(80)
    .describe('The school’s name: top bar, titles, mails, certificates.'),
  logoUrl: z
    .string()
    .regex(LOGO_URL_PATTERN, 'Upload the logo as a PNG, JPEG or WebP image.')
    .nullable()
    .describe(
      'The logo in the top bar, above every mail and on certificates (an uploaded image); null: the name alone.',
    ),
  accentColor: z
    .string()
    .regex(ACCENT_PATTERN, 'Give the colour as # and six hex digits, e.g. #1b5e20.')
    .refine((hex) => contrastWithWhite(hex) >= MIN_ACCENT_CONTRAST, {
      message: `This colour is too light: white text on it must have a contrast of at least ${MIN_ACCENT_CONTRAST}:1.`,
    })
    .nullable()
    .describe('The accent colour (buttons, links); null: the default indigo.'),
  mailSenderName: z
    .string()
    .trim()
    .min(1)
    .max(80)
    .regex(SENDER_NAME_PATTERN, 'The sender name cannot hold < > " or \\.')
    .nullable()
    .describe('The name mails come from; null: the school’s name.'),
  mailFooter: z.string().trim().max(500).nullable().describe('Closing lines under every mail; null: none.'),
  certificateSignature: z
    .string()
    .trim()
    .max(120)
    .nullable()
    .describe('The signature line on certificates, e.g. "Anna Berg, head of school"; null: none.'),
  webshopUrl: z
    .url({ protocol: /^https?$/, error: 'Give the full address, starting with https://.' })
    .max(500)
    .nullable()
    .describe('Where the menu’s Webshop leads; null: nowhere outside (the catalogue).'),
});
export type Brand = z.infer<typeof brandSchema>;

export const getSettings = defineCall({
  ...address.getSettings,
  summary: 'The public settings and the site variant.',
  input: z.object({}),
  output: z.object({
    data: settingsSchema.extend({
      site: z.enum(SITES),
      /** Where /webshop leads (academy): the brand's address, else TONIC_WEBSHOP_URL. */
      webshopUrl: z.string().nullable(),
      brand: brandSchema,
      /** The accent colour's ten shades for the theme (shared/brand.ts), so the first bundle does no colour maths. */
      accentShades: z.array(z.string()).length(10).nullable(),
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

export const saveBrand = defineCall({
  ...address.saveBrand,
  summary: 'Change the school’s branding; open pages follow at once (settings:changed).',
  input: brandSchema,
  output: z.object({ data: brandSchema }),
});

export const sendTestMail = defineCall({
  ...address.sendTestMail,
  summary:
    'Send a test mail to the caller now, as the school’s mails go out, and say plainly whether it left.',
  input: z.object({}),
  output: z.object({
    data: z.object({
      sent: z.boolean().describe('Whether the mail server took the mail.'),
      to: z.string().describe('Where it was sent.'),
      error: z.string().nullable().describe('Why it did not leave, as the mail server said; null when sent.'),
    }),
  }),
});

export const CHECKLIST_STEPS = ['brand', 'mail', 'course', 'product', 'teacher', 'codes', 'landing'] as const;
export type ChecklistStep = (typeof CHECKLIST_STEPS)[number];

const checklistSchema = z.object({
  steps: z
    .array(
      z.object({
        key: z.enum(CHECKLIST_STEPS).describe('The step.'),
        done: z.boolean().describe('Whether the school’s data shows it done.'),
      }),
    )
    .describe('Every step, in order.'),
  dismissed: z.boolean().describe('Whether the head put the list away.'),
});
export type Checklist = z.infer<typeof checklistSchema>;

export const getChecklist = defineCall({
  ...address.getChecklist,
  summary: 'The head’s first-run checklist, each step worked out from the school’s data.',
  input: z.object({}),
  output: z.object({ data: checklistSchema }),
});

export const dismissChecklist = defineCall({
  ...address.dismissChecklist,
  summary: 'Put the first-run checklist away (or back, with dismissed false).',
  input: z.object({ dismissed: z.boolean() }),
  output: z.object({ data: checklistSchema }),
});
