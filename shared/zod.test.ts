// Shared code reaches zod through shared/zod.ts only, so the browser's configuration (no compiled
// parsers under our Content-Security-Policy) is in place before any schema is built.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

function sharedFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sharedFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

describe('zod in shared code', () => {
  it('is imported from shared/zod.ts, never from the package itself', () => {
    const root = path.join(import.meta.dirname);
    const direct = sharedFiles(root)
      .filter((file) => path.basename(file) !== 'zod.ts')
      .filter((file) => /from 'zod'/.test(fs.readFileSync(file, 'utf8')))
      .map((file) => path.relative(root, file));
    expect(direct).toEqual([]);
  });
});
