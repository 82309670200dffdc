import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as calls from '../../shared/calls';
import { startServer, type TestServer, until } from '../test/harness';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

let smtp: SMTPServer;
let port: number;
const received: Received[] = [];
/** Addresses whose next deliveries the SMTP server refuses with a temporary error (451). */
const refuse = new Map<string, number>();
let server: TestServer;

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onRcptTo(address, _session, callback) {
      const left = refuse.get(address.address) ?? 0;
      if (left > 0) {
        refuse.set(address.address, left - 1);
        return callback(Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 }));
      }
      callback();
    },
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => {
        raw += chunk.toString();
      });
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  port = (smtp.server.address() as AddressInfo).port;
  server = await startServer({
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(port),
    SMTP_FROM: 'Tonic <no-reply@tonic.test>',
  });
});

afterAll(async () => {
  await server.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

async function waitForMail(to: string): Promise<Received> {
  for (let i = 0; i < 100; i++) {
    const mail = received.find((m) => m.to.includes(to));
    if (mail) return mail;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`no mail to ${to}`);
}

describe('mail over SMTP', () => {
  it('sends a message as email through a real SMTP server', async () => {
    const coach = await server.signIn('coach@tonic.test');
    const sent = await server.call(
      calls.messages.submitMessage,
      { UserId: 3, Message: '<p>Practice the <b>fifths</b> today</p>', SendAsEmail: true },
      coach,
    );
    expect(sent.status).toBe(200);
    const mail = await waitForMail('student@tonic.test');
    expect(mail.from).toBe('no-reply@tonic.test');
    expect(mail.raw).toContain('Subject: New message from Cole Coach');
    expect(mail.raw).toContain('Practice the fifths today');
    // The outbox row is marked sent once the SMTP server has taken the mail.
    const outbox = () =>
      server.sql(`select "Transport", "Status" from mail_outbox where "ToAddress" = 'student@tonic.test'`);
    await until(async () => (await outbox())[0]?.Status === 'sent');
    expect(await outbox()).toEqual([{ Transport: 'smtp', Status: 'sent' }]);
    // One log line per sent mail: to, subject, kind and id, never its body.
    // This mail's line (the demo school's invoice mails have theirs).
    const sentLine = (l: string) =>
      l.includes('"msg":"mail sent"') && l.includes('"to":"student@tonic.test"');
    await until(() => server.logs().some(sentLine));
    const line = JSON.parse(server.logs().find(sentLine)!) as Record<string, unknown>;
    expect(line).toMatchObject({
      to: 'student@tonic.test',
      subject: 'New message from Cole Coach',
      kind: 'message',
      mailId: expect.any(Number),
      transport: 'smtp',
    });
    expect(JSON.stringify(line)).not.toContain('fifths');
  });

  it('sends account mail (password reset) the same way', async () => {
    await server.call(calls.auth.requestReset, { Email: 'student2@tonic.test' });
    const mail = await waitForMail('student2@tonic.test');
    expect(mail.raw).toContain('Reset your password');
  });
});

describe('mail status', () => {
  it('tells the school’s admins that mail goes by SMTP (no banner)', async () => {
    const reply = await server.call(
      calls.settings.getMailStatus,
      {},
      await server.signIn('admin@tonic.test'),
    );
    expect(reply.body.data).toEqual({ Mode: 'smtp' });
  });
});

describe('the mail outbox', () => {
  const rowOf = async (to: string) =>
    (
      await server.sql<{ Status: string; Attempts: number; LastError: string | null; Subject: string }>(
        `select "Status", "Attempts", "LastError", "Subject" from mail_outbox where "ToAddress" = ? order by "Id" desc`,
        to,
      )
    )[0];

  it('tries again after an SMTP failure, with a pause, and then delivers the mail once', async () => {
    const to = 'coach@tonic.test';
    refuse.set(to, 1);
    await server.call(calls.auth.requestReset, { Email: to });
    // The first try is refused: the mail waits for its next try, with the reason kept.
    await until(async () => (await rowOf(to))?.LastError != null);
    expect(await rowOf(to)).toMatchObject({ Status: 'pending', Attempts: 1 });
    expect(server.logs().some((line) => line.includes('mail not sent; it will be tried again'))).toBe(true);
    expect(received.some((m) => m.to.includes(to))).toBe(false);
    // After the pause it goes out.
    server.advance(31_000);
    const mail = await waitForMail(to);
    expect(mail.raw).toContain('Reset your password');
    expect(mail.raw).toContain('text/html');
    await until(async () => (await rowOf(to))?.Status === 'sent');
    expect(await rowOf(to)).toMatchObject({ Status: 'sent', Attempts: 2 });
    expect(received.filter((m) => m.to.includes(to))).toHaveLength(1);
  });

  it('gives a mail up after its last try and logs it as an error', async () => {
    const to = 'admin@tonic.test';
    refuse.set(to, 100);
    await server.call(calls.auth.requestReset, { Email: to });
    await until(async () => (await rowOf(to)) !== undefined);
    const [{ Id }] = (await server.sql<{ Id: number }>(
      `select "Id" from mail_outbox where "ToAddress" = ? order by "Id" desc`,
      to,
    )) as [{ Id: number }];
    // Each failed try is logged once it is settled; then the clock moves past the longest pause.
    const triesLogged = () => server.logs().filter((line) => line.includes(`"mailId":${Id},`)).length;
    for (let attempt = 1; attempt <= 6; attempt++) {
      await until(() => triesLogged() === attempt);
      if (attempt < 6) server.advance(7 * 3_600_000);
    }
    await until(async () => (await rowOf(to))?.Status === 'failed');
    expect(await rowOf(to)).toMatchObject({ Status: 'failed', Attempts: 6 });
    expect(server.logs().some((line) => line.includes('mail given up after its last try'))).toBe(true);
    refuse.delete(to);
  });

  it('writes each person’s mail in their language', async () => {
    await server.sql(`update users set "Language" = 'sv' where "Email" = 'student@tonic.test'`);
    await server.call(calls.auth.requestReset, { Email: 'student@tonic.test' });
    await until(async () => (await rowOf('student@tonic.test'))?.Subject === 'Återställ ditt lösenord');
    const mail = await waitForMail('student@tonic.test');
    expect(mail.raw).toBeTruthy();
  });
});
