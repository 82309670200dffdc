// The production bundle (scripts/buildServer.ts) in a temporary install, for tests that run the
// server as an operator does: plain `node` on dist/server, no TypeScript loader. The install's
// node_modules is a link to the repository's.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildServer } from '../../scripts/buildServer';
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

export async function buildTestInstall(): Promise<TestInstall> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'tonic-install-'));
  await buildServer(path.join(root, 'dist', 'server'));
  fs.copyFileSync(path.join(REPO, 'package.json'), path.join(root, 'package.json'));
  fs.symlinkSync(fs.realpathSync(path.join(REPO, 'node_modules')), path.join(root, 'node_modules'), 'dir');
  return {
    root,
    node: { command: process.execPath, args: [path.join(root, 'dist', 'server', 'main.mjs')], cwd: root },
    npmServe: { command: 'npm', args: ['run', '--silent', 'serve'], cwd: root },
    remove: () => fs.rmSync(root, { recursive: true, force: true }),
  };
}
