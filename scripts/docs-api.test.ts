import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderApiDocs } from './docs-api';

describe('docs/api.md', () => {
  it('is up to date with the call registry (run npm run docs:api)', () => {
    const current = fs.readFileSync(path.join(import.meta.dirname, '../docs/api.md'), 'utf8');
    expect(current).toBe(renderApiDocs());
  });
});
