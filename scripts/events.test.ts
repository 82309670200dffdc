import { spawn } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer, until } from '../server/test/harness';
import { PROCESS_BOOT_MS } from '../server/test/processBoot';
import * as calls from '../shared/calls';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

describe('npm run events -- --follow', () => {
  it('prints new events of the matching type as they are written', async () => {
    const admin = await server.signIn('admin@tonic.test');
    const child = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        path.join(import.meta.dirname, 'events.ts'),
        '--follow',
        '--type',
        'user:*',
        '--interval',
        '100',
      ],
      {
        env: {
          ...process.env,
          TONIC_DATA_DIR: server.dataDir,
          ...(server.databaseUrl && { TONIC_DATABASE_URL: server.databaseUrl }),
        },
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    try {
      await until(() => output.includes('-- following the event log'), PROCESS_BOOT_MS);
      await server.call(calls.users.saveUser, { Id: 4, FirstName: 'Tailed' }, admin);
      await until(() => output.includes('user:changed'), 10_000);
      expect(output).toMatch(/#\d+\s+user:changed\s+user 1\s+\[.*staff.*\]\s+\{"UserId":4\}/);
    } finally {
      child.kill('SIGTERM');
    }
  });
});
