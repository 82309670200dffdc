// TONIC_TRUST_PROXY: behind a trusted proxy, per-address limits and security logs see the client
// that the proxy names in X-Forwarded-For; without it, the header is ignored.
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { startServer, type TestServer, until } from '../test/harness';

let server: TestServer | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

const forwarded = { 'x-forwarded-for': '203.0.113.7' };

async function failedSignInIp(s: TestServer): Promise<string | undefined> {
  const body = new URLSearchParams({
    req: 'sign_in',
    data: JSON.stringify({ Email: 'student@tonic.test', Password: 'not-the-password' }),
  });
  await s.post('login.php', body, forwarded);
  const line = s.logs().find((l) => l.includes('"security":"sign_in_failed"'));
  return line ? (JSON.parse(line) as { ip?: string }).ip : undefined;
}

async function refusedSocketIp(s: TestServer): Promise<string | undefined> {
  const socket = s.connect('not-a-token', { headers: forwarded });
  await until(() => s.logs().some((l) => l.includes('"security":"socket_auth_failed"')));
  socket.disconnect();
  const line = s.logs().find((l) => l.includes('"security":"socket_auth_failed"'));
  return line ? (JSON.parse(line) as { ip?: string }).ip : undefined;
}

describe('the client address behind a proxy', () => {
  it('reads the configured setting: nobody, every hop, or a list of addresses', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TONIC_TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TONIC_TRUST_PROXY: '127.0.0.1, 10.0.0.0/8' }).trustProxy).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
    ]);
  });

  it('is the forwarded client when the proxy is trusted, for calls and sockets', async () => {
    server = await startServer({ TONIC_TRUST_PROXY: '127.0.0.1' });
    expect(await failedSignInIp(server)).toBe('203.0.113.7');
    expect(await refusedSocketIp(server)).toBe('203.0.113.7');
  });

  it('ignores X-Forwarded-For from an untrusted peer', async () => {
    server = await startServer();
    expect(await failedSignInIp(server)).toBe('127.0.0.1');
    expect(await refusedSocketIp(server)).toBe('127.0.0.1');
  });
});
