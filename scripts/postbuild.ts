// After `vite build`: write dist/client/version.json, precompress the text assets (.gz, .br) for
// the static server, and hold the line on the initial JavaScript budget (entry chunk plus its
// static imports, gzip). Exits non-zero when the budget is exceeded.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip, gzipSync } from 'node:zlib';

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const OUT_DIR = process.env.TONIC_BUILD_DIR ?? 'dist/client';
const MANIFEST = join(OUT_DIR, '.vite', 'manifest.json');
const BUDGET_BYTES = 172 * 1000;
const COMPRESSIBLE = /\.(js|css|html|json|svg)$/;

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

function readManifest(): Manifest {
  return JSON.parse(readFileSync(MANIFEST, 'utf8')) as Manifest;
}

function entryKey(manifest: Manifest): string {
  const key = Object.keys(manifest).find((name) => manifest[name]?.isEntry);
  if (!key) throw new Error(`No entry chunk in ${MANIFEST}`);
  return key;
}

/** The entry and every chunk it imports statically, transitively: what loads before first paint. */
function initialFiles(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const imported of chunk.imports ?? []) initialFiles(manifest, imported, seen);
  return seen;
}

function gzipSize(file: string): number {
  return gzipSync(readFileSync(join(OUT_DIR, file)), { level: 9 }).length;
}

function writeVersion(manifest: Manifest, key: string): void {
  const entry = manifest[key];
  if (!entry) throw new Error('The entry chunk vanished from the manifest');
  const hash = createHash('sha256')
    .update(readFileSync(join(OUT_DIR, entry.file)))
    .digest('hex')
    .slice(0, 12);
  const { version } = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string };
  writeFileSync(join(OUT_DIR, 'version.json'), `${JSON.stringify({ hash, version })}\n`);
  console.log(`version.json: ${version} (${hash})`);
}

/** Every file under dir, skipping dot-folders such as .vite (build metadata, not served). */
function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name.startsWith('.') ? [] : walk(path);
    return [path];
  });
}

/**
 * Every compressible file, .gz and .br beside it. The compressions run on libuv's thread pool, all
 * at once, so every core works (brotli at its highest quality was most of the build's time on one).
 */
async function precompress(): Promise<number> {
  const files = walk(OUT_DIR).filter((path) => COMPRESSIBLE.test(path));
  await Promise.all(
    files.map(async (path) => {
      const content = await readFile(path);
      const [gzipped, brotlied] = await Promise.all([
        gzipAsync(content, { level: 9 }),
        brotliAsync(content, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
          },
        }),
      ]);
      await Promise.all([writeFile(`${path}.gz`, gzipped), writeFile(`${path}.br`, brotlied)]);
    }),
  );
  return files.length;
}

function reportBudget(manifest: Manifest, key: string): boolean {
  const files = [...initialFiles(manifest, key)];
  const sizes = files.map((file) => ({ file, bytes: gzipSize(file) })).sort((a, b) => b.bytes - a.bytes);
  const total = sizes.reduce((sum, { bytes }) => sum + bytes, 0);
  console.log('Initial JavaScript (gzip):');
  for (const { file, bytes } of sizes) console.log(`  ${(bytes / 1000).toFixed(1).padStart(7)} kB  ${file}`);
  const verdict = total <= BUDGET_BYTES ? 'within' : 'OVER';
  console.log(
    `  ${(total / 1000).toFixed(1).padStart(7)} kB  total, ${verdict} the ${BUDGET_BYTES / 1000} kB budget`,
  );
  return total <= BUDGET_BYTES;
}

const manifest = readManifest();
const key = entryKey(manifest);
writeVersion(manifest, key);
console.log(`precompressed ${await precompress()} files (.gz, .br)`);
if (!reportBudget(manifest, key)) process.exit(1);
