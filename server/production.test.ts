// Production defaults an operator can trust (README "Configuration"): a node says in one line what
// it runs on and warns at every start that mail without SMTP reaches no one; a database holding
// the demo accounts (published password) is refused unless TONIC_ALLOW_DEMO_ACCOUNTS says it is a
// demo site. Runs on both engines.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { afterEach, describe, expect, it } from 'vitest';
import { type NodeProcess, startNodeProcess, until } from './test/harness';
import { installedEntry } from './test/install';
import { PROCESS_BOOT_MS } from './test/processBoot';

const PUBLIC_URL = 'https://learn.example.com';
const PRODUCTION = { NODE_ENV: 'production', TONIC_PUBLIC_URL: PUBLIC_URL, TONIC_LOG_LEVEL: 'info' };

interface LogLine {
  level: number;
  msg: string;
  [field: string]: unknown;
}
const parsed = (node: NodeProcess): LogLine[] => node.logs().map((line) => JSON.parse(line) as LogLine);

let nodes: NodeProcess[] = [];
afterEach(async () => {
  for (const node of nodes.slice(0, -1)) await node.close({ keepData: true });
  await nodes.at(-1)?.close();
  nodes = [];
});

describe('a production node', { timeout: PROCESS_BOOT_MS }, () => {
  it('names its engine, adapter, mail, address and data folder, and warns at every start that mail goes to files', async () => {
    for (let start = 0; start < 2; start++) {
      const node = await startNodeProcess({ ...PRODUCTION, TONIC_SEED: 'none' }, nodes[0], {
        captureLogs: true,
      });
      nodes.push(node);
      await until(() => parsed(node).some((line) => line.msg.includes('SMTP_HOST is not set')));
      const started = parsed(node).find((line) => line.msg.startsWith('Tonic (academy, production) started'));
      const engine = node.databaseUrl ? 'postgres' : 'sqlite';
      expect(started).toMatchObject({
        level: 30,
        engine,
        adapter: node.databaseUrl ? 'postgres' : 'none',
        mail: 'files',
        publicUrl: PUBLIC_URL,
        dataDir: node.dataDir,
      });
      expect(started?.msg).toContain(`${engine} database`);
      expect(started?.msg).toContain(PUBLIC_URL);
      expect(started?.msg).toContain(node.dataDir);
      const warning = parsed(node).find((line) => line.msg.includes('SMTP_HOST is not set'));
      expect(warning?.level).toBe(40);
      const health = (await (await fetch(`${node.url}/healthz`)).json()) as Record<string, unknown>;
      expect(health).toMatchObject({ status: 'OK', mail: 'files' });
      await node.close({ keepData: true });
    }
  });

  it('refuses a database holding the demo accounts unless TONIC_ALLOW_DEMO_ACCOUNTS is set', async () => {
    const demo = await startNodeProcess();
    nodes.push(demo);
    await demo.close({ keepData: true });

    const main = installedEntry('main');
    const child = spawn(main.command, main.args, {
      cwd: main.cwd,
      env: {
        ...process.env,
        ...PRODUCTION,
        PORT: '0',
        TONIC_DATA_DIR: demo.dataDir,
        ...(demo.databaseUrl && { TONIC_DATABASE_URL: demo.databaseUrl }),
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    // 'close', not 'exit': its standard error may still be in the pipe when it exits.
    const [code] = (await once(child, 'close')) as [number | null];
    expect(code).toBe(1);
    expect(stderr).toContain('Refusing to start in production: the database holds the demo accounts');
    expect(stderr).toContain('admin@tonic.test');
    expect(stderr).toContain('TONIC_ALLOW_DEMO_ACCOUNTS=true');
    expect(stderr).not.toMatch(/^\s+at /m);

    const demoSite = await startNodeProcess({ ...PRODUCTION, TONIC_ALLOW_DEMO_ACCOUNTS: 'true' }, demo);
    nodes.push(demoSite);
    expect(await demoSite.signIn('student@tonic.test')).toMatch(/\S{20,}/);
  });
});
