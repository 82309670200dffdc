// The production build of the server: one ESM bundle per command (the server, the admin,
// migration, backup and restore commands, the event-log tail) in dist/server, run with plain
// `node` and no TypeScript loader. The packages are bundled in, but for the native ones and those
// only some processes load (EXTERNAL): node_modules (npm ci --omit=dev) supplies those. Finding,
// reading and compiling some 700 package files one by one was a third of a start's CPU
// (docs/decisions.md). The files the server reads at run time are copied beside the bundle
// (server/paths.ts says where each is looked for).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Output name (without .mjs) to source entry. */
export const ENTRIES = {
  main: 'server/main.ts',
  admin: 'scripts/admin.ts',
  migrate: 'scripts/migrate.ts',
  events: 'scripts/events.ts',
  backup: 'scripts/backup.ts',
  restore: 'scripts/restore.ts',
} as const;

export type ServerEntry = keyof typeof ENTRIES;

/**
 * Left to node_modules: native addons (and the optional native helpers of pg and ws), and the
 * libraries loaded on demand (a PDF, an image, Redis, metrics), which a start never reads.
 */
export const EXTERNAL = [
  'better-sqlite3',
  'argon2',
  'sharp',
  'pg-native',
  'bufferutil',
  'utf-8-validate',
  'pdf-lib',
  '@pdf-lib/fontkit',
  'qrcode',
  'ioredis',
  '@socket.io/redis-adapter',
  'prom-client',
];

/**
 * Bundled CommonJS packages call `require` for Node's own modules and their optional peers; an
 * ES module has none, so each output file makes one for itself.
 */
const REQUIRE_BANNER =
  "import { createRequire as tonicCreateRequire } from 'node:module'; const require = tonicCreateRequire(import.meta.url);";

/** The oldest Node the server supports (package.json's engines). */
const TARGET = 'node20.19';

export async function buildServer(outDir = path.join(ROOT, 'dist', 'server')): Promise<void> {
  fs.rmSync(outDir, { recursive: true, force: true });
  await build({
    absWorkingDir: ROOT,
    entryPoints: Object.fromEntries(
      Object.entries(ENTRIES).map(([name, file]) => [name, path.join(ROOT, file)]),
    ),
    outdir: outDir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    // Code shared by the commands is one chunk, not four copies. Chunks sit beside the entries:
    // server/paths.ts finds the copied files from its own chunk's folder.
    splitting: true,
    chunkNames: 'chunk-[hash]',
    format: 'esm',
    platform: 'node',
    target: TARGET,
    external: EXTERNAL,
    banner: { js: REQUIRE_BANNER },
    define: { TONIC_BUNDLED: 'true' },
    // Stack traces in the logs name the TypeScript lines (node --enable-source-maps).
    sourcemap: 'linked',
    sourcesContent: false,
    legalComments: 'none',
    logLevel: 'warning',
  });
  copyRuntimeFiles(outDir);
}

/** What the server reads from disk at run time (server/paths.ts). */
function copyRuntimeFiles(outDir: string): void {
  for (const engine of ['sqlite', 'postgres']) {
    const from = path.join(ROOT, 'migrations', engine);
    const to = path.join(outDir, 'migrations', engine);
    fs.mkdirSync(path.join(to, 'meta'), { recursive: true });
    for (const name of fs.readdirSync(from).filter((file) => file.endsWith('.sql')))
      fs.copyFileSync(path.join(from, name), path.join(to, name));
    fs.copyFileSync(path.join(from, 'meta', '_journal.json'), path.join(to, 'meta', '_journal.json'));
  }
  fs.cpSync(path.join(ROOT, 'server', 'pdf', 'fonts'), path.join(outDir, 'fonts'), { recursive: true });
  fs.copyFileSync(path.join(ROOT, 'docs', 'releases.json'), path.join(outDir, 'releases.json'));
  fs.copyFileSync(
    path.join(ROOT, 'server', 'db', 'checkpointWorker.mjs'),
    path.join(outDir, 'checkpointWorker.mjs'),
  );
}

function sizeOf(dir: string): number {
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .reduce((sum, entry) => sum + fs.statSync(path.join(entry.parentPath, entry.name)).size, 0);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const outDir = path.join(ROOT, 'dist', 'server');
  await buildServer(outDir);
  const mb = (sizeOf(outDir) / 1e6).toFixed(1);
  console.log(`server bundle: ${path.relative(ROOT, outDir)} (${mb} MB with fonts and migrations)`);
}
