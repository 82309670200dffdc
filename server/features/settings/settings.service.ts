import {
  type Brand,
  brandSchema,
  DEFAULT_SETTINGS,
  type Settings,
  settingsSchema,
} from '../../../shared/calls/settings';
import { z } from '../../../shared/zod';
import type { Db } from '../../db/database';
import type { RunWork, Work } from '../../db/unitOfWork';
import { newEvent } from '../../events/eventLog.repo';
import type { RequiredHook } from '../../requiredHook';
import { type LogoImage, logoImage } from './logoImage';
import type { SettingsRepo } from './settings.repo';

export type { LogoImage };

/** The keys that are not SPEC §9 settings: the branding and the head's checklist. */
const BRAND_KEY = 'brand';
const CHECKLIST_KEY = 'checklist';

const storedChecklist = z.object({
  dismissed: z.boolean().default(false),
  /** When a test mail last left (the checklist's mail step). */
  testMailAt: z.string().nullable().default(null),
});
export type ChecklistRecord = z.infer<typeof storedChecklist>;

/** Inside the unit of work of a settings change: the school's habit zone changed (habits). */
export type SchoolZoneHook = (w: Work, from: string, to: string) => Promise<void>;

export interface SettingsDeps {
  repo: SettingsRepo;
  work: RunWork;
  /** The school's name until the head gives one: the seller the invoices name. */
  defaultSchoolName: string;
  /** Where uploaded files are stored (the logo's file). */
  filesDir: string;
  schoolZone: RequiredHook<SchoolZoneHook>;
}

export function createSettingsService({ repo, work, defaultSchoolName, filesDir, schoolZone }: SettingsDeps) {
  /** The stored settings over the defaults; a stored value that no longer fits is ignored. */
  async function current(q?: Db): Promise<Settings> {
    const stored = await repo.readAll(q);
    const merged: Record<string, unknown> = { ...DEFAULT_SETTINGS };
    for (const [key, value] of Object.entries(stored)) {
      const field = settingsSchema.shape[key as keyof Settings];
      if (field?.safeParse(value).success) merged[key] = value;
    }
    return settingsSchema.parse(merged);
  }

  /** The branding as saved (fields that no longer fit dropped); absent: never saved. */
  async function storedBrand(q?: Db): Promise<Partial<Brand>> {
    const value = (await repo.readAll(q))[BRAND_KEY];
    const parsed = brandSchema.partial().safeParse(value);
    return parsed.success ? parsed.data : {};
  }

  async function brand(q?: Db): Promise<Brand> {
    const stored = await storedBrand(q);
    return {
      schoolName: stored.schoolName ?? defaultSchoolName,
      logoUrl: stored.logoUrl ?? null,
      accentColor: stored.accentColor ?? null,
      mailSenderName: stored.mailSenderName ?? null,
      mailFooter: stored.mailFooter ?? null,
      certificateSignature: stored.certificateSignature ?? null,
      webshopUrl: stored.webshopUrl ?? null,
    };
  }

  async function checklistRecord(q?: Db): Promise<ChecklistRecord> {
    const parsed = storedChecklist.safeParse((await repo.readAll(q))[CHECKLIST_KEY] ?? {});
    return parsed.success ? parsed.data : { dismissed: false, testMailAt: null };
  }

  /** Open pages fetch the settings again (and the checklist, which counts on them). */
  function logChanged(w: Work, actorId: number, keys: string[]): void {
    w.log(newEvent({ type: 'settings:changed', actorId, about: {}, payload: { Keys: keys } }));
  }

  async function writeChecklist(actorId: number, change: Partial<ChecklistRecord>): Promise<ChecklistRecord> {
    return work(async (w) => {
      const next = { ...(await checklistRecord(w.tx)), ...change };
      await repo.writeMany(w.tx, { [CHECKLIST_KEY]: next }, w.now);
      logChanged(w, actorId, [CHECKLIST_KEY]);
      return next;
    });
  }

  return {
    current,
    brand,
    storedBrand,
    checklistRecord,
    /** The logo's picture for a PDF (the certificate); null without one. */
    logoImage: async (q?: Db) => logoImage(filesDir, (await storedBrand(q)).logoUrl ?? null),
    save(actorId: number, changes: Partial<Settings>): Promise<Settings> {
      const defined = Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined));
      return work(async (w) => {
        const before = changes.habitTimeZone === undefined ? null : await current(w.tx);
        await repo.writeMany(w.tx, defined, w.now);
        if (before && changes.habitTimeZone && changes.habitTimeZone !== before.habitTimeZone)
          await schoolZone.call(w, before.habitTimeZone, changes.habitTimeZone);
        logChanged(w, actorId, Object.keys(defined));
        return current(w.tx);
      });
    },
    /** The habits feature's part of a change of the school's zone, in the same unit of work. */
    onSchoolZone: (hook: SchoolZoneHook) => schoolZone.provide(hook),
    saveBrand(actorId: number, next: Brand): Promise<Brand> {
      return work(async (w) => {
        await repo.writeMany(w.tx, { [BRAND_KEY]: next }, w.now);
        logChanged(w, actorId, [BRAND_KEY]);
        return brand(w.tx);
      });
    },
    /** A test mail left: the checklist's mail step is done. */
    testMailSent: (actorId: number, at: string) => writeChecklist(actorId, { testMailAt: at }),
    dismissChecklist: (actorId: number, dismissed: boolean) => writeChecklist(actorId, { dismissed }),
  };
}

export type SettingsService = ReturnType<typeof createSettingsService>;
