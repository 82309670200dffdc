// A clean shutdown of the built server (docs/operations.md "Stopping"), as an operator's SIGTERM
// reaches it: started with plain node on the bundle and through `npm run serve`. It stops
// accepting, closes idle keep-alive connections, finishes the request in flight (answered with
// Connection: close), ends the sockets so clients reconnect elsewhere, writes last-seen, closes
// the database and exits 0 within the bound, leaving nothing listening. A request that outlives
// the bound ends the process with exit 1 and a log line; in process, it is cut at the bound and
// the close succeeds. Runs on both engines.
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { connected, type NodeProcess, startNodeProcess, startServer, until } from './test/harness';
import { runInstall, type TestInstall } from './test/install';
import { PROCESS_BOOT_MS } from './test/processBoot';

const SAM = 3;

interface LogLine {
  level: number;
  msg: string;
  pid: number;
  req?: { url?: string };
  [field: string]: unknown;
}
/** The node's JSON log lines (npm's own lines, if any, are not JSON). */
const logLines = (node: NodeProcess): LogLine[] =>
  node
    .logs()
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as LogLine);

let install: TestInstall;
beforeAll(async () => {
  install = await runInstall();
}, PROCESS_BOOT_MS);
afterAll(() => install?.remove());

let nodes: NodeProcess[] = [];
afterEach(async () => {
  for (const node of nodes) await node.close();
  nodes = [];
});

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/**
 * A call whose body is sent but for its last byte: in flight until finish(). The server has
 * received it once it logs "request received" (debug level).
 */
function callInFlight(url: string, file: string, fields: Record<string, string>, token: string) {
  const body = Buffer.from(new URLSearchParams(fields).toString());
  let answered: (answer: Answer) => void = () => {};
  let failed: (error: Error) => void = () => {};
  const answer = new Promise<Answer>((resolve, reject) => {
    answered = resolve;
    failed = reject;
  });
  const request = http.request(`${url}/api/backend/${file}`, {
    method: 'POST',
    agent: new http.Agent({ keepAlive: true }),
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': 'application/x-www-form-urlencoded',
      'content-length': String(body.length),
    },
  });
  request.on('response', (response) => {
    let text = '';
    response.on('data', (chunk: Buffer) => {
      text += chunk.toString();
    });
    response.on('end', () =>
      answered({ status: response.statusCode ?? 0, headers: response.headers, body: text }),
    );
  });
  request.on('error', failed);
  request.write(body.subarray(0, -1));
  return { answer, finish: () => request.end(body.subarray(-1)) };
}

/** A keep-alive connection that has served one request and now sits idle; resolves with its socket. */
function idleKeepAlive(url: string): Promise<net.Socket> {
  return new Promise((resolve, reject) => {
    const agent = new http.Agent({ keepAlive: true });
    let connection: net.Socket | null = null;
    http
      .get(`${url}/healthz`, { agent }, (response) => {
        response.resume();
        response.on('end', () => (connection ? resolve(connection) : reject(new Error('no socket'))));
      })
      .once('socket', (socket) => {
        connection = socket;
      })
      .on('error', reject);
  });
}

function refusesConnections(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect(Number(port), hostname);
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(true));
  });
}

/** The parent of a process (Linux's /proc). */
function parentOf(pid: number): number {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  // "pid (name) state ppid ...": the name may hold spaces, so read after its closing parenthesis.
  return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

describe('a clean shutdown', { timeout: PROCESS_BOOT_MS }, () => {
  it('finishes the request in flight, sends sockets elsewhere, writes last-seen and exits 0 within the bound', async () => {
    const node = await startNodeProcess({ TONIC_LOG_LEVEL: 'debug' }, undefined, {
      ...install.node,
      captureLogs: true,
    });
    nodes.push(node);
    const coach = await node.signIn('coach@tonic.test');
    const sam = await node.signIn('student@tonic.test');
    const socket = node.connect(sam);
    await connected(socket);
    const disconnected = new Promise<string>((resolve) => socket.once('disconnect', resolve));
    const [before] = await node.sql<{ LastSeen: string | null }>(
      'select "LastSeen" from users where "Id" = ?',
      SAM,
    );
    expect(before?.LastSeen).toBeNull();
    const idle = await idleKeepAlive(node.url);
    const idleClosed = new Promise<void>((resolve) => idle.once('close', () => resolve()));

    const ClientId = 'shutdown-in-flight';
    const send = callInFlight(
      node.url,
      'messages.php',
      {
        req: 'submit_message',
        data: JSON.stringify({ UserId: SAM, Message: '<p>Last words</p>', ClientId }),
      },
      coach,
    );
    await until(() =>
      logLines(node).some(
        (line) => line.msg === 'request received' && line.req?.url === '/api/backend/messages.php',
      ),
    );
    const signalledAt = Date.now();
    node.child.kill('SIGTERM');
    await until(() => logLines(node).some((line) => line.msg === 'shutting down'));
    // Stopped accepting: the idle keep-alive connection is closed, new connections are refused.
    await idleClosed;
    expect(await refusesConnections(node.url)).toBe(true);
    // The sockets were told to go: a transport close, after which a client reconnects.
    expect(await disconnected).toBe('transport close');

    send.finish();
    const answer = await send.answer;
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toMatchObject({ status: 'OK' });
    expect(answer.headers.connection).toBe('close');

    expect(await node.exit).toEqual({ code: 0, signal: null });
    expect(Date.now() - signalledAt).toBeLessThan(10_000);
    expect(logLines(node).at(-1)?.msg).toBe('stopped');

    const stored = await node.sql('select "Id" from messages where "ClientId" = ?', ClientId);
    expect(stored).toHaveLength(1);
    const [after] = await node.sql<{ LastSeen: string | null }>(
      'select "LastSeen" from users where "Id" = ?',
      SAM,
    );
    expect(Date.parse(after?.LastSeen ?? '')).toBeGreaterThanOrEqual(signalledAt - 1000);
  });

  it('through npm run serve: the signal reaches the server, which exits 0 and leaves no process behind', async () => {
    const node = await startNodeProcess({ TONIC_LOG_LEVEL: 'info' }, undefined, {
      ...install.npmServe,
      captureLogs: true,
    });
    nodes.push(node);
    const socket = node.connect(await node.signIn('student@tonic.test'));
    await connected(socket);
    await until(() => logLines(node).some((line) => line.msg.startsWith('Tonic (')));
    const server = logLines(node).find((line) => line.msg.startsWith('Tonic ('));
    expect(server?.pid).toBeGreaterThan(0);
    // The server is npm's own child, not a shell's: npm forwards the signal to it.
    expect(parentOf(server!.pid)).toBe(node.child.pid);

    node.child.kill('SIGTERM');
    expect(await node.exit).toEqual({ code: 0, signal: null });
    expect(logLines(node).at(-1)?.msg).toBe('stopped');
    expect(isRunning(server!.pid)).toBe(false);
    expect(await refusesConnections(node.url)).toBe(true);
  });

  it('Ctrl+C on npm run serve (SIGINT to npm and to the server at once) shuts down once, exit 0', async () => {
    const node = await startNodeProcess({ TONIC_LOG_LEVEL: 'info' }, undefined, {
      ...install.npmServe,
      captureLogs: true,
    });
    nodes.push(node);
    // The start-up line follows the listen that made the node ready, and the readiness check's own
    // line follows its answer: wait for both, so the last line written is the shutdown's.
    await until(
      () =>
        logLines(node).some((line) => line.msg.startsWith('Tonic (')) &&
        logLines(node).some((line) => line.msg === 'request completed'),
    );
    const server = logLines(node).find((line) => line.msg.startsWith('Tonic ('));
    // The terminal signals the whole foreground group; npm forwards its own to the server too.
    process.kill(server!.pid, 'SIGINT');
    node.child.kill('SIGINT');
    expect(await node.exit).toEqual({ code: 0, signal: null });
    expect(logLines(node).filter((line) => line.msg === 'shutting down')).toHaveLength(1);
    expect(logLines(node).at(-1)?.msg).toBe('stopped');
  });

  it('past the bound, a request that does not finish ends the process with exit 1 and a log line', async () => {
    const node = await startNodeProcess(
      { TONIC_LOG_LEVEL: 'debug', TONIC_SHUTDOWN_SECONDS: '1' },
      undefined,
      {
        ...install.node,
        captureLogs: true,
      },
    );
    nodes.push(node);
    const coach = await node.signIn('coach@tonic.test');
    const send = callInFlight(
      node.url,
      'messages.php',
      { req: 'submit_message', data: JSON.stringify({ UserId: SAM, Message: '<p>Never sent</p>' }) },
      coach,
    );
    send.answer.catch(() => {});
    await until(() =>
      logLines(node).some(
        (line) => line.msg === 'request received' && line.req?.url === '/api/backend/messages.php',
      ),
    );
    const signalledAt = Date.now();
    node.child.kill('SIGTERM');
    expect(await node.exit).toEqual({ code: 1, signal: null });
    expect(Date.now() - signalledAt).toBeLessThan(5_000);
    const last = logLines(node).at(-1);
    expect(last).toMatchObject({ level: 50, msg: 'shutdown did not finish within 1 s: exiting' });
    expect(await refusesConnections(node.url)).toBe(true);
  });
});

describe('a close in process', () => {
  it('at the default bound cuts the request still in flight, logs it and closes without an error', async () => {
    const server = await startServer({ TONIC_LOG_LEVEL: 'debug' });
    const token = await server.signIn('coach@tonic.test');
    const send = callInFlight(
      server.url,
      'messages.php',
      { req: 'submit_message', data: JSON.stringify({ UserId: SAM, Message: '<p>Never sent</p>' }) },
      token,
    );
    send.answer.catch(() => {});
    await until(() =>
      server.logs().some((line) => line.includes('"request received"') && line.includes('messages.php')),
    );
    const closingAt = Date.now();
    // The default bound (10 s) is also Fastify's default timeout of a hook: the drain's comes first.
    await expect(server.close()).resolves.toBeUndefined();
    expect(Date.now() - closingAt).toBeGreaterThanOrEqual(10_000);
    expect(server.logs().some((line) => line.includes('their connections are cut'))).toBe(true);
  }, 60_000);
});
