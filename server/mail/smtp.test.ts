import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer, until } from '../test/harness';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

let smtp: SMTPServer;
let port: number;
const received: Received[] = [];
let server: TestServer;

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
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
      'messages.php',
      'submit_message',
      { UserId: 3, Message: '<p>Practice the <b>fifths</b> today</p>', SendAsEmail: true },
      coach,
    );
    expect(sent.status).toBe(200);
    const mail = await waitForMail('student@tonic.test');
    expect(mail.from).toBe('no-reply@tonic.test');
    expect(mail.raw).toContain('Subject: New message from Cole Coach');
    expect(mail.raw).toContain('Practice the fifths today');
    // The outbox row is written once the SMTP server has taken the mail.
    const outbox = () =>
      server.sql(`select "Transport" from mail_outbox where "ToAddress" = 'student@tonic.test'`);
    await until(async () => (await outbox()).length > 0);
    expect(await outbox()).toEqual([{ Transport: 'smtp' }]);
  });

  it('sends account mail (password reset) the same way', async () => {
    await server.call('password_recovery.php', 'request_reset', { Email: 'student2@tonic.test' });
    const mail = await waitForMail('student2@tonic.test');
    expect(mail.raw).toContain('Reset your password');
  });
});
