// Removes the run's data folder (made in playwright.config.ts).
import { rmSync } from 'node:fs';

export default function teardown(): void {
  const dir = process.env.TONIC_E2E_DATA_DIR;
  if (dir) rmSync(dir, { recursive: true, force: true });
}
