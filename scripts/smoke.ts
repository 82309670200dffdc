// A smoke check of a running server, as a client sees it (deploy/build-and-start.sh smoke,
// deploy/node-smoke.sh):
//   tsx scripts/smoke.ts <url> --email <e> --password <p>   /healthz, /readyz, then a sign-in
//   tsx scripts/smoke.ts <url> --demo                        ... as the demo coach and student, and
//                                                            a message from one reaches the
//                                                            other's socket
// Prints one line per check; exits 1 at the first that fails.

import { parseArgs } from 'node:util';
import { io } from 'socket.io-client';
import { messageOf } from '../shared/thrown';

const { values, positionals } = parseArgs({
  options: {
    email: { type: 'string' },
    password: { type: 'string' },
    demo: { type: 'boolean', default: false },
  },
  allowPositionals: true,
});
const url = positionals[0]?.replace(/\/$/, '');
const DEMO_PASSWORD = 'tonic-demo';
const WAIT_MS = 10_000;

class SmokeFailure extends Error {}

async function call(
  file: string,
  req: string,
  data: unknown,
  token?: string,
): Promise<Record<string, unknown>> {
  const res = await fetch(`${url}/api/backend/${file}`, {
    method: 'POST',
    headers: token ? { authorization: `Bearer ${token}` } : {},
    body: new URLSearchParams({ req, data: JSON.stringify(data) }),
  });
  const body = (await res.json()) as Record<string, unknown>;
  if (res.status !== 200 || body.status !== 'OK')
    throw new SmokeFailure(`${file} ${req} answered ${res.status}: ${JSON.stringify(body)}`);
  return body;
}

async function signIn(email: string, password: string): Promise<{ token: string; id: number }> {
  const body = await call('login.php', 'sign_in', { Email: email, Password: password });
  const data = body.data as { token: string; Id: number };
  console.log(`ok: signed in as ${email}`);
  return { token: data.token, id: data.Id };
}

/** The coach's message reaches the student's socket. */
async function messageOverSocket(): Promise<void> {
  const coach = await signIn('coach@tonic.test', DEMO_PASSWORD);
  const student = await signIn('student@tonic.test', DEMO_PASSWORD);
  const socket = io(url, { auth: { token: student.token }, transports: ['websocket'], reconnection: false });
  try {
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', (error) => reject(new SmokeFailure(`socket: ${error.message}`)));
    });
    const ClientId = `smoke-${Date.now()}`;
    const delivered = new Promise<void>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new SmokeFailure(`no message:new within ${WAIT_MS} ms`)),
        WAIT_MS,
      );
      socket.on('message:new', (payload: { message?: { ClientId?: string | null } }) => {
        if (payload.message?.ClientId !== ClientId) return;
        clearTimeout(timer);
        resolve();
      });
    });
    await call(
      'messages.php',
      'submit_message',
      { UserId: student.id, Message: '<p>Smoke check</p>', ClientId },
      coach.token,
    );
    await delivered;
    console.log('ok: a message reached the recipient over the socket');
  } finally {
    socket.disconnect();
  }
}

async function main(): Promise<void> {
  if (!url || (!values.demo && !(values.email && values.password)))
    throw new SmokeFailure('usage: tsx scripts/smoke.ts <url> (--email <e> --password <p> | --demo)');
  for (const check of ['/healthz', '/readyz']) {
    const health = await fetch(`${url}${check}`);
    const report = (await health.json()) as { status?: string };
    if (health.status !== 200 || report.status !== 'OK')
      throw new SmokeFailure(`${check} answered ${health.status}: ${JSON.stringify(report)}`);
    console.log(`ok: ${check} ${JSON.stringify(report)}`);
  }
  if (values.email && values.password) await signIn(values.email, values.password);
  if (values.demo) await messageOverSocket();
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(`smoke check failed: ${messageOf(error)}`);
    process.exit(1);
  },
);
