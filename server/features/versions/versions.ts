// Versions: the release history kept in docs/releases.json, the running build's version.json, and
// a version:available push to everyone when a server starts with a build not announced before.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { getVersions } from '../../../shared/calls/versions';
import { rooms } from '../../../shared/realtime';
import type { CallRegistry } from '../../calls/registry';
import type { Db } from '../../db/client';
import { settings } from '../../db/schema';
import { writeTx } from '../../db/tx';
import type { EventBus } from '../../events/bus';
import { appendEvents, newEvent } from '../../events/eventLog.repo';

const RELEASES_FILE = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../docs/releases.json',
);
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
  registry.add(getVersions, () => {
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
export function announceBuild(db: Db, bus: EventBus, staticDir: string | null): void {
  const build = readBuild(staticDir);
  if (!build) return;
  const now = new Date().toISOString();
  const events = writeTx(db, (tx) => {
    const announced = tx
      .select()
      .from(settings)
      .all()
      .find((row) => row.Key === ANNOUNCED_KEY);
    if (announced && JSON.parse(announced.Value) === build.hash) return [];
    const Value = JSON.stringify(build.hash);
    tx.insert(settings)
      .values({ Key: ANNOUNCED_KEY, Value, ModificationDate: now })
      .onConflictDoUpdate({ target: settings.Key, set: { Value, ModificationDate: now } })
      .run();
    // The first build a database sees is not news to anyone.
    if (!announced) return [];
    return appendEvents(
      tx,
      [newEvent({ type: 'version:available', actorId: null, rooms: [rooms.everyone], payload: build })],
      now,
    );
  });
  bus.publish(events);
}
