import { spawn } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer, until } from '../server/test/harness';
import { installedEntry } from '../server/test/install';
import { PROCESS_BOOT_MS } from '../server/test/processBoot';
import * as calls from '../shared/calls';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

/** Runs `npm run events` with these arguments on the server's database; answers its output. */
function runEvents(args: string[]): Promise<string> {
  const launch = installedEntry('events', args);
  const child = spawn(launch.command, launch.args, {
    cwd: launch.cwd,
    env: {
      ...process.env,
      TONIC_DATA_DIR: server.dataDir,
      ...(server.databaseUrl && { TONIC_DATABASE_URL: server.databaseUrl }),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  return new Promise((resolve, reject) =>
    // 'close', not 'exit': its output may still be in the pipe when it exits.
    child.once('close', (code) => (code === 0 ? resolve(output) : reject(new Error(`exit ${code}`)))),
  );
}

describe('npm run events', () => {
  it('shows a message’s text and subject only with --bodies, their length otherwise', async () => {
    const coach = await server.signIn('coach@tonic.test');
    const sent = await server.call(
      calls.messages.submitMessage,
      { UserId: 3, Message: '<p>Private words</p>', Title: 'Private subject' },
      coach,
    );
    expect(sent.status).toBe(200);
    const redacted = await runEvents(['--type', 'message:new', '--limit', '1']);
    expect(redacted).toContain('message:new');
    expect(redacted).toContain('"Message":"[20 chars]"');
    expect(redacted).toContain('"Title":"[15 chars]"');
    expect(redacted).not.toContain('Private');
    const full = await runEvents(['--type', 'message:new', '--limit', '1', '--bodies']);
    expect(full).toContain('"Message":"<p>Private words</p>"');
    expect(full).toContain('"Title":"Private subject"');
  });
});

describe('npm run events -- --follow', () => {
  it('prints new events of the matching type as they are written', async () => {
    const admin = await server.signIn('admin@tonic.test');
    const launch = installedEntry('events', ['--follow', '--type', 'user:*', '--interval', '100']);
    const child = spawn(launch.command, launch.args, {
      cwd: launch.cwd,
      env: {
        ...process.env,
        TONIC_DATA_DIR: server.dataDir,
        ...(server.databaseUrl && { TONIC_DATABASE_URL: server.databaseUrl }),
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
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
