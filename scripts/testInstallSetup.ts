// Vitest global setup of the integration parts: the server's production bundle, built once per run
// into a temporary install (server/test/install.ts), so the node processes tests start (and kill)
// boot as an operator's do, with plain node, instead of compiling the TypeScript through tsx each.
// Built from the working tree at every run, so it is never older than the code under test.
import { buildTestInstall, type TestInstall } from '../server/test/install';

let install: TestInstall | null = null;

export async function setup(): Promise<void> {
  install = await buildTestInstall();
  process.env.TONIC_TEST_INSTALL = install.root;
}

export function teardown(): void {
  install?.remove();
}
