// The production bundle (scripts/buildServer.ts) in a temporary install, for tests that run the
// server as an operator does: plain `node` on dist/server, no TypeScript loader. The install's
// node_modules is a link to the repository's.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildServer, ENTRIES, type ServerEntry } from '../../scripts/buildServer';
import type { NodeLaunch } from './harness';

const REPO = path.resolve(import.meta.dirname, '..', '..');

export interface TestInstall {
  root: string;
  /** `node dist/server/main.mjs`, as `npm run serve` runs it. */
  node: NodeLaunch;
  /** `npm run serve` in the install. */
  npmServe: NodeLaunch;
  remove(): void;
}

function installAt(root: string, remove: () => void): TestInstall {
  return {
    root,
    node: { command: process.execPath, args: [path.join(root, 'dist', 'server', 'main.mjs')], cwd: root },
    npmServe: { command: 'npm', args: ['run', '--silent', 'serve'], cwd: root },
    remove,
  };
}

export async function buildTestInstall(): Promise<TestInstall> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'tonic-install-'));
  await buildServer(path.join(root, 'dist', 'server'));
  fs.copyFileSync(path.join(REPO, 'package.json'), path.join(root, 'package.json'));
  fs.symlinkSync(fs.realpathSync(path.join(REPO, 'node_modules')), path.join(root, 'node_modules'), 'dir');
  return installAt(root, () => fs.rmSync(root, { recursive: true, force: true }));
}

/** The install the run's global setup built (TONIC_TEST_INSTALL), left to it; else one of the file's own. */
export function runInstall(): Promise<TestInstall> {
  const root = process.env.TONIC_TEST_INSTALL;
  return root ? Promise.resolve(installAt(root, () => {})) : buildTestInstall();
}

export interface EntryLaunch {
  command: string;
  args: string[];
  cwd?: string;
}

/**
 * How a test starts one of the server's commands (buildServer's entries) with these arguments:
 * plain node on the run's bundle (TONIC_TEST_INSTALL), as `npm run <entry>` does; the source
 * through tsx only for a file run outside the configs that build the install (a tsx start costs
 * about twice the CPU of the bundle's).
 */
export function installedEntry(entry: ServerEntry, args: string[] = []): EntryLaunch {
  const root = process.env.TONIC_TEST_INSTALL;
  if (root)
    return {
      command: process.execPath,
      args: ['--enable-source-maps', path.join(root, 'dist', 'server', `${entry}.mjs`), ...args],
      cwd: root,
    };
  return { command: process.execPath, args: ['--import', 'tsx', path.join(REPO, ENTRIES[entry]), ...args] };
}
