// `npm run admin -- create`: the first administrator of an empty database, made by an operator
// beside the running server, signs in with the password set through the printed link (or read
// from standard input); an address in use or a weak password is refused and changes nothing.
import { spawn } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../server/test/harness';
import { installedEntry } from '../server/test/install';
import { PROCESS_BOOT_MS } from '../server/test/processBoot';
import { USER_TYPE } from '../shared/access';
import * as calls from '../shared/calls';

let server: TestServer;
beforeAll(async () => {
  server = await startServer({
    NODE_ENV: 'production',
    TONIC_SEED: 'none',
    TONIC_PUBLIC_URL: 'https://school.example',
  });
});
afterAll(() => server.close());

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

function admin(args: string[], stdin?: string): Promise<Run> {
  return new Promise((resolve) => {
    const launch = installedEntry('admin', args);
    const child = spawn(launch.command, launch.args, {
      cwd: launch.cwd,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        TONIC_DATA_DIR: server.dataDir,
        TONIC_PUBLIC_URL: 'https://school.example',
        ...(server.databaseUrl && { TONIC_DATABASE_URL: server.databaseUrl }),
      },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.stdin.end(stdin ?? '');
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

const create = (email: string) => [
  'create',
  '--email',
  email,
  '--first-name',
  'Astrid',
  '--last-name',
  'Lind',
];

async function starterTitles(): Promise<string[]> {
  const rows = await server.sql<{ title: string }>('select "title" from achievements order by "required_xp"');
  return rows.map((r) => r.title);
}
const STARTER = ['First steps', 'Getting going', 'Keen learner', 'Regular', 'Master'];

async function userCount(): Promise<number> {
  const [row] = await server.sql<{ n: number }>('select cast(count(*) as integer) n from users');
  return row!.n;
}

// Each case starts a fresh Node process on the run's bundle.
describe('npm run admin -- create', { timeout: PROCESS_BOOT_MS }, () => {
  it('makes the first administrator of an empty database, who sets a password through the link and signs in', async () => {
    expect(await userCount()).toBe(0);
    const run = await admin(create('head@school.example'));
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const link = /https:\/\/school\.example\/password-recovery\/(\S+)/.exec(run.stdout);
    expect(link).not.toBeNull();
    const [user] = await server.sql<{ UserType: number; Verified: unknown }>(
      `select "UserType", "Verified" from users where "Email" = 'head@school.example'`,
    );
    expect(user?.UserType).toBe(USER_TYPE.admin);
    expect(Boolean(user?.Verified)).toBe(true);

    const password = 'a long and private phrase';
    const reset = await server.call(calls.auth.resetPassword, {
      Code: link![1],
      Password: password,
      Password2: password,
    });
    expect(reset.status).toBe(200);
    expect(run.stdout).toContain('Made 5 starter achievements');
    const token = await server.signIn('head@school.example', password);
    const me = await server.call(calls.auth.authUser, {}, token);
    expect(me.body.data).toMatchObject({ UserType: USER_TYPE.admin, FirstName: 'Astrid' });
    // The link is single use.
    const again = await server.call(calls.auth.resetPassword, {
      Code: link![1],
      Password: password,
      Password2: password,
    });
    expect(again.status).toBe(400);
  });

  it(
    'makes the starter achievements with the first administrator, once, and they are the school’s to edit',
    async () => {
      // The first case made the first administrator of this empty database.
      expect(await starterTitles()).toEqual(STARTER);
      const [icons] = await server.sql<{ n: number }>(
        `select cast(count(distinct "Icon") as integer) n from achievements`,
      );
      expect(icons!.n).toBe(STARTER.length);
      // Another administrator makes none; nor does a school that removed them.
      const second = await admin(create('second@school.example'));
      expect(second.code).toBe(0);
      expect(second.stdout).not.toContain('starter achievements');
      expect(await starterTitles()).toEqual(STARTER);
      await server.sql('delete from achievements');
      const third = await admin(create('third@school.example'));
      expect(third.code).toBe(0);
      expect(await starterTitles()).toEqual([]);
    },
    2 * PROCESS_BOOT_MS,
  );

  it('refuses an address in use, says so, and changes nothing', async () => {
    const before = await userCount();
    const run = await admin(create('head@school.example'));
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('An account with head@school.example already exists; nothing was changed.');
    expect(run.stdout).toBe('');
    expect(await userCount()).toBe(before);
  });

  it('takes the password from standard input with --password-stdin', async () => {
    const run = await admin(
      [...create('deputy@school.example'), '--password-stdin'],
      'another long phrase\n',
    );
    expect(run.code).toBe(0);
    expect(run.stdout).not.toContain('password-recovery');
    const token = await server.signIn('deputy@school.example', 'another long phrase');
    expect(token).toEqual(expect.any(String));
  });

  it('refuses a weak password from standard input and changes nothing', async () => {
    const before = await userCount();
    const run = await admin([...create('weak@school.example'), '--password-stdin'], 'password\n');
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('Please choose a stronger password');
    expect(await userCount()).toBe(before);
  });

  it('answers a wrong command line with the usage and exit code 2', async () => {
    const run = await admin(['create', '--email', 'not-an-address', '--first-name', 'A', '--last-name', 'B']);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('--email must be an email address');
  });
});
