// Where the files the server reads at run time are. From source (tsx, the tests) they are the
// repository's own; the production bundle (dist/server, scripts/buildServer.ts) carries copies
// beside its .mjs files, so an install needs only dist/, package.json and node_modules.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Replaced by `true` in the bundle (esbuild's define); never declared at run time from source. */
declare const TONIC_BUNDLED: boolean | undefined;

export const BUNDLED = typeof TONIC_BUNDLED !== 'undefined' && TONIC_BUNDLED;

/** This module's folder: server/ from source, dist/server/ in the bundle (every chunk is there). */
const here = path.dirname(fileURLToPath(import.meta.url));

/** The folder holding package.json: the repository, or the install. */
export const PROJECT_ROOT = path.resolve(here, BUNDLED ? '../..' : '..');

const fromSource = (...parts: string[]) => path.join(PROJECT_ROOT, ...parts);
const besideBundle = (name: string) => path.join(here, name);

/** Each engine's migrations (drizzle-kit's SQL files and meta/_journal.json). */
export const MIGRATIONS_DIR = BUNDLED ? besideBundle('migrations') : fromSource('migrations');
/** The PDF fonts and their licences. */
export const FONTS_DIR = BUNDLED ? besideBundle('fonts') : fromSource('server', 'pdf', 'fonts');
/** The release history the versions feature serves. */
export const RELEASES_FILE = BUNDLED ? besideBundle('releases.json') : fromSource('docs', 'releases.json');
/** The SQLite checkpointer's worker: plain JavaScript, started outside any loader. */
export const CHECKPOINT_WORKER = BUNDLED
  ? besideBundle('checkpointWorker.mjs')
  : fromSource('server', 'db', 'checkpointWorker.mjs');
