import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { clientEvents, serverEventSchemas } from '../shared/realtime';
import { renderApiDocs } from './docs-api';

describe('docs/api.md', () => {
  it('is up to date with the call registry (run npm run docs:api)', () => {
    const current = fs.readFileSync(path.join(import.meta.dirname, '../docs/api.md'), 'utf8');
    expect(current).toBe(renderApiDocs());
  });

  it('lists the realtime catalogue: every push with its rooms and fields, every client emit with its reply', () => {
    const rendered = renderApiDocs();
    expect(rendered).toContain('# Realtime');
    for (const name of Object.keys(serverEventSchemas)) expect(rendered).toContain(`### ${name}\n`);
    for (const name of Object.keys(clientEvents)) expect(rendered).toContain(`### ${name}\n`);
    expect(rendered).toContain('| task.Id | integer | The task id. |');
    expect(rendered).toContain('Rooms: `staff (the school’s)`.');
    expect(rendered).toContain('| holds | boolean | Whether the editor still holds the lock. |');
  });
});
