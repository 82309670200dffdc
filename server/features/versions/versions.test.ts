import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import * as calls from '../../../shared/calls';
import type { LoggedEvent } from '../../../shared/calls/events';
import { startServer, type TestServer } from '../../test/harness';

const staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tonic-static-'));
const writeBuild = (hash: string) => {
  fs.writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><title>Tonic</title>');
  fs.writeFileSync(path.join(staticDir, 'version.json'), JSON.stringify({ hash, version: '0.1.0' }));
};
let server: TestServer;
afterAll(async () => {
  await server.close();
  fs.rmSync(staticDir, { recursive: true, force: true });
});

describe('versions', () => {
  it('staff read the release history with the running build’s hash; students may not', async () => {
    writeBuild('aaaa11112222');
    server = await startServer({ TONIC_STATIC_DIR: staticDir });
    const admin = await server.signIn('admin@tonic.test');
    const reply = await server.call(calls.versions.getVersions, {}, admin);
    expect(reply.body).toMatchObject({ current: { version: '0.1.0', hash: 'aaaa11112222' } });
    expect((reply.body.data as { version: string; hash: string | null }[])[0]).toMatchObject({
      version: '0.1.0',
      hash: 'aaaa11112222',
    });
    const coach = await server.signIn('coach@tonic.test');
    expect((await server.call(calls.versions.getVersions, {}, coach)).body.current).toMatchObject({
      hash: 'aaaa11112222',
    });
    const student = await server.signIn('student@tonic.test');
    expect((await server.call(calls.versions.getVersions, {}, student)).status).toBe(403);
  });

  it('a server starting with a new build announces version:available to everyone, once', async () => {
    const student = await server.signIn('student@tonic.test');
    const cursor = (await server.call(calls.events.getEvents, {}, student)).body.lastEventId as number;
    const { dataDir } = server;
    await server.close({ keepData: true });
    writeBuild('bbbb33334444');
    server = await startServer({ TONIC_STATIC_DIR: staticDir }, { dataDir });
    await server.close({ keepData: true });
    server = await startServer({ TONIC_STATIC_DIR: staticDir }, { dataDir });
    const events = (await server.call(calls.events.getEvents, { After: cursor }, student)).body
      .data as LoggedEvent[];
    expect(events.filter((e) => e.type === 'version:available')).toMatchObject([
      { payload: { hash: 'bbbb33334444', version: '0.1.0' } },
    ]);
  });
});
