// Versions: the release history kept in docs/releases.json, the running build's version.json, and
// a version:available push to everyone when a server starts with a build not announced before.
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { getVersions } from '../../../shared/calls/versions';
import type { CallRegistry } from '../../calls/registry';
import { first } from '../../db/database';
import { settings } from '../../db/tables';
import type { RunWork } from '../../db/unitOfWork';
import { newEvent } from '../../events/eventLog.repo';
import { RELEASES_FILE } from '../../paths';

const ANNOUNCED_KEY = 'announcedVersionHash';

const releasesSchema = z.array(z.object({ version: z.string(), date: z.string(), notes: z.string() }));
const buildSchema = z.object({ version: z.string(), hash: z.string() });

export function readReleases() {
  return releasesSchema.parse(JSON.parse(fs.readFileSync(RELEASES_FILE, 'utf8')));
}

export function readBuild(staticDir: string | null) {
  if (!staticDir) return null;
  try {
    return buildSchema.parse(JSON.parse(fs.readFileSync(path.join(staticDir, 'version.json'), 'utf8')));
  } catch {
    return null;
  }
}

export function registerVersionCalls(registry: CallRegistry, staticDir: string | null): void {
  registry.add(getVersions, async () => {
    const current = readBuild(staticDir);
    const data = readReleases()
      .map((r) => ({ ...r, hash: current && r.version === current.version ? current.hash : null }))
      .sort(
        (a, b) =>
          b.date.localeCompare(a.date) || b.version.localeCompare(a.version, undefined, { numeric: true }),
      );
    return { data, current };
  });
}

/** Logs and pushes version:available once per new build, so open tabs offer to reload. */
export async function announceBuild(work: RunWork, staticDir: string | null): Promise<void> {
  const build = readBuild(staticDir);
  if (!build) return;
  await work(async (w) => {
    const announced = first(await w.tx.select().from(settings).where(eq(settings.Key, ANNOUNCED_KEY)));
    if (announced && JSON.parse(announced.Value) === build.hash) return;
    const Value = JSON.stringify(build.hash);
    await w.tx
      .insert(settings)
      .values({ Key: ANNOUNCED_KEY, Value, ModificationDate: w.now })
      .onConflictDoUpdate({ target: settings.Key, set: { Value, ModificationDate: w.now } });
    // The first build a database sees is not news to anyone.
    if (announced) {
      w.log(newEvent({ type: 'version:available', actorId: null, about: {}, payload: build }));
    }
  });
}
