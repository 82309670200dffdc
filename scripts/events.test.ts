import { spawn } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../server/test/harness';

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
      { env: { ...process.env, TONIC_DATA_DIR: server.dataDir }, stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    try {
      await new Promise((r) => setTimeout(r, 1200));
      await server.call('users.php', 'save_user', { Id: 4, FirstName: 'Tailed' }, admin);
      for (let i = 0; i < 40 && !output.includes('user:changed'); i++)
        await new Promise((r) => setTimeout(r, 100));
      expect(output).toMatch(/#\d+\s+user:changed\s+user 1\s+\[.*staff.*\]\s+\{"UserId":4\}/);
    } finally {
      child.kill('SIGTERM');
    }
  });
});
