import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { USER_TYPE } from '../../../shared/access';
import * as calls from '../../../shared/calls';
import { connected, disconnected, startServer, type TestServer, until } from '../../test/harness';

let server: TestServer;
beforeEach(async () => {
  server = await startServer({ TONIC_LOGIN_MAX_ATTEMPTS: '3', TONIC_LOGIN_LOCK_MINUTES: '15' });
});
afterEach(() => server.close());

const signIn = (Email: string, Password: string) => server.call(calls.auth.signIn, { Email, Password });

function readMails(): string[] {
  const dir = path.join(server.dataDir, 'mail');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .sort()
    .reverse()
    .map((file) => decodeQuotedPrintable(fs.readFileSync(path.join(dir, file), 'utf8')));
}

function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/** The link of the newest mail to an address, from the .eml files of the file transport. */
async function lastMailLink(to: string, pattern: RegExp): Promise<string> {
  // Mail is sent after the reply (the reply must not reveal accounts), so wait for it.
  for (let i = 0; i < 60; i++) {
    for (const text of readMails()) {
      const match = text.includes(`To: ${to}`) ? text.match(pattern) : null;
      if (match?.[1]) return match[1];
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`no mail to ${to}`);
}

describe('sign in', () => {
  it('answers the token and the user; the token opens auth calls', async () => {
    const reply = await signIn('Student@Tonic.test', 'tonic-demo');
    expect(reply.status).toBe(200);
    const data = reply.body.data as Record<string, unknown>;
    expect(data).toMatchObject({ FirstName: 'Sam', LastName: 'Student', UserType: USER_TYPE.student });
    expect(data).not.toHaveProperty('PasswordHash');
    const auth = await server.call(calls.auth.authUser, { token: data.token });
    expect(auth.body).toMatchObject({
      status: 'OK',
      data: { FirstName: 'Sam' },
      CourseAccess: true,
      result: 'OK',
    });
  });

  it('refuses an invalid email with the spec text', async () => {
    const reply = await signIn('not-an-email', 'x');
    expect(reply.body).toMatchObject({
      status: 'INVALID',
      message: 'Please provide a valid email and password before you try to log in!',
    });
  });

  it('counts attempts per account and locks at the threshold; the right password is then refused too', async () => {
    const first = await signIn('student@tonic.test', 'wrong-1');
    expect(first.body).toMatchObject({
      error_code: 'LOGIN_WRONG_CREDENTIALS',
      data: { attempt: 1, maxAttempts: 3 },
    });
    expect(first.body.message).toContain('attempt 1 of 3');
    await signIn('student@tonic.test', 'wrong-2');
    const third = await signIn('student@tonic.test', 'wrong-3');
    expect(third.body.error_code).toBe('LOGIN_TEMPORARILY_LOCKED');
    const lockedUntil = (third.body.data as { lockedUntil: string }).lockedUntil;
    expect(Date.parse(lockedUntil)).toBeGreaterThan(Date.now() + 14 * 60_000);
    const right = await signIn('student@tonic.test', 'tonic-demo');
    expect(right.body.error_code).toBe('LOGIN_TEMPORARILY_LOCKED');
    // Another account is not affected: counted per account.
    expect((await signIn('student2@tonic.test', 'tonic-demo')).status).toBe(200);
    server.advance(16 * 60_000);
    expect((await signIn('student@tonic.test', 'tonic-demo')).status).toBe(200);
  });

  it('parallel attempts cannot slip past the limit', async () => {
    const replies = await Promise.all(
      Array.from({ length: 12 }, (_, i) => signIn('coach@tonic.test', `wrong-${i}`)),
    );
    const wrong = replies.filter((r) => r.body.error_code === 'LOGIN_WRONG_CREDENTIALS');
    expect(wrong.length).toBeLessThanOrEqual(2);
    expect(
      replies.filter((r) => r.body.error_code === 'LOGIN_TEMPORARILY_LOCKED').length,
    ).toBeGreaterThanOrEqual(10);
    expect((await signIn('coach@tonic.test', 'tonic-demo')).body.error_code).toBe('LOGIN_TEMPORARILY_LOCKED');
  });

  it('answers an unknown account exactly like a known one', async () => {
    const known = await signIn('student@tonic.test', 'wrong-password');
    const unknown = await signIn('nobody@tonic.test', 'wrong-password');
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toEqual(known.body);
  });

  it('accepts long passwords with any characters, without truncation', async () => {
    const admin = await server.signIn('admin@tonic.test');
    await server.call(calls.settings.saveSettings, { registrationEnabled: true }, admin);
    const password = `${'ä€😀'.repeat(40)}x`.slice(0, 120);
    const reg = await server.call(calls.auth.register, {
      Email: 'long@tonic.test',
      Password: password,
      FirstName: 'Long',
      LastName: 'Pass',
      AcceptTerms: true,
    });
    expect(reg.status).toBe(200);
    await server.call(calls.auth.verifyEmail, {
      Code: await lastMailLink('long@tonic.test', /code=([\w-]+)/),
    });
    expect((await signIn('long@tonic.test', password)).status).toBe(200);
    expect((await signIn('long@tonic.test', password.slice(0, -1))).status).toBe(401);
  });
});

describe('sessions', () => {
  it('stores tokens hashed and argon2id passwords with the required cost', async () => {
    const [user] = await server.sql<{ PasswordHash: string }>(
      'select "PasswordHash" from users where "Email" = ?',
      'student@tonic.test',
    );
    expect(user!.PasswordHash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
  });

  it('sign out revokes the token and closes that session’s sockets', async () => {
    const token = await server.signIn('student@tonic.test');
    const other = await server.signIn('student@tonic.test');
    const socket = server.connect(token);
    const otherSocket = server.connect(other);
    await Promise.all([connected(socket), connected(otherSocket)]);
    const gone = disconnected(socket);
    expect((await server.call(calls.auth.signOut, {}, token)).status).toBe(200);
    expect(await gone).toBe('io server disconnect');
    expect((await server.call(calls.events.getEvents, {}, token)).body.error_code).toBe('INVALID_TOKEN');
    expect(otherSocket.connected).toBe(true);
    expect((await server.call(calls.events.getEvents, {}, other)).status).toBe(200);
    const stored = await server.sql<{ TokenHash: string }>('select "TokenHash" from sessions');
    expect(stored.map((s) => s.TokenHash)).not.toContain(token);
  });

  it('expires idle sessions and sessions past their absolute age', async () => {
    const token = await server.signIn('student@tonic.test');
    server.advance(6 * 24 * 3_600_000);
    expect((await server.call(calls.events.getEvents, {}, token)).status).toBe(200);
    server.advance(6 * 24 * 3_600_000);
    expect((await server.call(calls.events.getEvents, {}, token)).status).toBe(200);
    server.advance(8 * 24 * 3_600_000); // idle for 8 days
    expect((await server.call(calls.events.getEvents, {}, token)).body.error_code).toBe('INVALID_TOKEN');

    const busy = await server.signIn('student2@tonic.test');
    for (let day = 0; day < 31; day += 5) {
      server.advance(5 * 24 * 3_600_000);
      await server.call(calls.events.getEvents, {}, busy);
    }
    expect((await server.call(calls.events.getEvents, {}, busy)).body.error_code).toBe('INVALID_TOKEN');
  });

  it('auth_user refuses a bad token with the reason in result', async () => {
    const reply = await server.call(calls.auth.authUser, { token: 'nope' });
    expect(reply.status).toBe(401);
    expect(reply.body).toMatchObject({ status: 'UNAUTHORIZED', result: 'Invalid token' });
    const none = await server.call(calls.auth.authUser, {});
    expect(none.body).toMatchObject({ error_code: 'NO_TOKEN', result: 'No token' });
  });
});

describe('registration', () => {
  const form = {
    Email: 'new@tonic.test',
    Password: 'a fine long passphrase',
    FirstName: 'New',
    LastName: 'Person',
    AcceptTerms: true,
  };

  it('registers, mails a verification link valid 24 hours, and signs in only once verified', async () => {
    expect((await server.call(calls.auth.register, form)).status).toBe(200);
    expect((await signIn(form.Email, form.Password)).body.error_code).toBe('LOGIN_NOT_VERIFIED');
    const code = await lastMailLink(form.Email, /verify-email\?code=([\w-]+)/);
    expect((await server.call(calls.auth.verifyEmail, { Code: code })).status).toBe(200);
    expect((await server.call(calls.auth.verifyEmail, { Code: code })).body.error_code).toBe(
      'RESET_CODE_INVALID',
    );
    expect((await signIn(form.Email, form.Password)).status).toBe(200);
  });

  it('resends the verification mail to an unverified address, at most three links an hour, limited per client', async () => {
    const email = 'resend@tonic.test';
    expect((await server.call(calls.auth.register, { ...form, Email: email })).status).toBe(200);
    expect((await signIn(email, form.Password)).body.error_code).toBe('LOGIN_NOT_VERIFIED');
    const mails = async () =>
      (
        await server.sql<{ n: number }>(`select count(*) as n from mail_outbox where "ToAddress" = ?`, email)
      )[0]!.n;
    expect(Number(await mails())).toBe(1);
    const resend = (Email: string) => server.call(calls.auth.resendVerification, { Email });
    // Two more links; the fourth of the hour is not sent, though the answer is the same.
    for (const sent of [2, 3, 3, 3]) {
      expect((await resend(email)).body.status).toBe('OK');
      expect(Number(await mails())).toBe(sent);
    }
    // An unknown address answers alike and mails nobody.
    expect((await resend('nobody@tonic.test')).body.status).toBe('OK');
    // The client's address has had its five: the next is refused.
    const limited = await resend(email);
    expect(limited.status).toBe(429);
    expect(limited.body.error_code).toBe('RATE_LIMITED');
    // The newest link verifies the address.
    const code = await lastMailLink(email, /verify-email\?code=([\w-]+)/);
    expect((await server.call(calls.auth.verifyEmail, { Code: code })).status).toBe(200);
    expect((await signIn(email, form.Password)).status).toBe(200);
  });

  it('a verification link just inside its 24 hours is taken', async () => {
    await server.call(calls.auth.register, form);
    const code = await lastMailLink(form.Email, /verify-email\?code=([\w-]+)/);
    server.advance(24 * 3_600_000 - 1000);
    expect((await server.call(calls.auth.verifyEmail, { Code: code })).status).toBe(200);
  });

  it('a verification link older than 24 hours is refused', async () => {
    await server.call(calls.auth.register, form);
    const code = await lastMailLink(form.Email, /verify-email\?code=([\w-]+)/);
    server.advance(24 * 3_600_000 + 1000);
    expect((await server.call(calls.auth.verifyEmail, { Code: code })).body.error_code).toBe(
      'RESET_LINK_EXPIRED',
    );
  });

  it('answers a known email exactly like a new one, and mails the owner instead', async () => {
    const known = await server.call(calls.auth.register, { ...form, Email: 'student@tonic.test' });
    const fresh = await server.call(calls.auth.register, form);
    expect(known.status).toBe(fresh.status);
    expect(known.body.data).toEqual(fresh.body.data);
    expect(await lastMailLink('student@tonic.test', /(password-recovery)/)).toBe('password-recovery');
    expect((await signIn('student@tonic.test', 'tonic-demo')).status).toBe(200);
  });

  it('requires terms, names and a strong password with the spec texts', async () => {
    const people = () => server.sql('select cast(count(*) as integer) n from users');
    const before = await people();
    const noTerms = await server.call(calls.auth.register, { ...form, AcceptTerms: false });
    expect(noTerms.body).toMatchObject({
      status: 'INVALID',
      message: 'Missing information. Please complete the form.',
    });
    for (const Password of ['short', 'password123', 'aaaaaaaaaaaa', 'new@tonic.test']) {
      const weak = await server.call(calls.auth.register, { ...form, Password });
      expect(weak.body, Password).toMatchObject({ error_code: 'PASSWORD_TOO_WEAK', field: 'Password' });
    }
    // Nobody was made.
    expect(await people()).toEqual(before);
  });

  it('is closed while the registration setting is off', async () => {
    const admin = await server.signIn('admin@tonic.test');
    await server.call(calls.settings.saveSettings, { registrationEnabled: false }, admin);
    const reply = await server.call(calls.auth.register, form);
    expect(reply.body.error_code).toBe('REGISTRATION_DISABLED');
  });
});

describe('password recovery', () => {
  it('always answers OK, and resets once with a link valid 30 minutes, ending every session and socket', async () => {
    const unknown = await server.call(calls.auth.requestReset, {
      Email: 'nobody@tonic.test',
    });
    const known = await server.call(calls.auth.requestReset, {
      Email: 'student@tonic.test',
    });
    expect(unknown.body.data).toEqual(known.body.data);

    const token = await server.signIn('student@tonic.test');
    const socket = server.connect(token);
    await connected(socket);
    const gone = disconnected(socket);
    const code = await lastMailLink('student@tonic.test', /password-recovery\/([\w-]+)/);
    const reset = await server.call(calls.auth.resetPassword, {
      Code: code,
      Password: 'a brand new passphrase',
      Password2: 'a brand new passphrase',
    });
    expect(reset.status).toBe(200);
    await gone;
    expect((await server.call(calls.events.getEvents, {}, token)).body.error_code).toBe('INVALID_TOKEN');
    expect((await signIn('student@tonic.test', 'a brand new passphrase')).status).toBe(200);
    const again = await server.call(calls.auth.resetPassword, {
      Code: code,
      Password: 'another new passphrase',
      Password2: 'another new passphrase',
    });
    expect(again.body.error_code).toBe('RESET_CODE_INVALID');
  });

  it('takes a reset link just inside its 30 minutes, and refuses it just after', async () => {
    await server.call(calls.auth.requestReset, { Email: 'coach@tonic.test' });
    const inside = await lastMailLink('coach@tonic.test', /password-recovery\/([\w-]+)/);
    server.advance(30 * 60_000 - 1000);
    const inTime = await server.call(calls.auth.resetPassword, {
      Code: inside,
      Password: 'a coach passphrase here',
      Password2: 'a coach passphrase here',
    });
    expect(inTime.status).toBe(200);

    await server.call(calls.auth.requestReset, { Email: 'coach@tonic.test' });
    // The new link's mail is sent after the reply: wait for it.
    let outside = inside;
    await until(async () => {
      outside = await lastMailLink('coach@tonic.test', /password-recovery\/([\w-]+)/);
      return outside !== inside;
    });
    server.advance(30 * 60_000);
    const late = await server.call(calls.auth.resetPassword, {
      Code: outside,
      Password: 'another coach passphrase',
      Password2: 'another coach passphrase',
    });
    expect(late.body.error_code).toBe('RESET_LINK_EXPIRED');
  });

  it('refuses an expired link and mismatched passwords', async () => {
    await server.call(calls.auth.requestReset, { Email: 'student2@tonic.test' });
    const code = await lastMailLink('student2@tonic.test', /password-recovery\/([\w-]+)/);
    const differ = await server.call(calls.auth.resetPassword, {
      Code: code,
      Password: 'a brand new passphrase',
      Password2: 'a different passphrase',
    });
    expect(differ.body).toMatchObject({ error_code: 'PASSWORDS_DIFFER', field: 'Password2' });
    server.advance(31 * 60_000);
    const late = await server.call(calls.auth.resetPassword, {
      Code: code,
      Password: 'a brand new passphrase',
      Password2: 'a brand new passphrase',
    });
    expect(late.body.error_code).toBe('RESET_LINK_EXPIRED');
  });

  it('works while the account is locked out, and clears the lock', async () => {
    for (let i = 0; i < 3; i++) await signIn('student@tonic.test', `wrong-${i}`);
    expect((await signIn('student@tonic.test', 'tonic-demo')).body.error_code).toBe(
      'LOGIN_TEMPORARILY_LOCKED',
    );
    await server.call(calls.auth.requestReset, { Email: 'student@tonic.test' });
    const code = await lastMailLink('student@tonic.test', /password-recovery\/([\w-]+)/);
    await server.call(calls.auth.resetPassword, {
      Code: code,
      Password: 'recovered passphrase',
      Password2: 'recovered passphrase',
    });
    expect((await signIn('student@tonic.test', 'recovered passphrase')).status).toBe(200);
  });

  it('builds links from the configured public URL, never the Host header', async () => {
    await server.post(
      'password_recovery.php',
      new URLSearchParams({ req: 'request_reset', data: '{"Email":"admin@tonic.test"}' }),
      {
        host: 'evil.example',
        'x-forwarded-host': 'evil.example',
      },
    );
    await lastMailLink('admin@tonic.test', /(password-recovery)/);
    const all = readMails().join('\n');
    expect(all).not.toContain('evil.example');
    expect(all).toContain('http://localhost:0/password-recovery/');
  });
});

describe('security log', () => {
  it('writes sign-in failures as JSON lines with UTC times and without secrets', async () => {
    await signIn('student@tonic.test', 'my-secret-password\n{"level":60,"msg":"forged"}');
    const token = await server.signIn('student@tonic.test');
    const lines = server.logs();
    const security = lines.filter((l) => l.includes('"channel":"security"'));
    expect(security.some((l) => l.includes('"security":"sign_in_failed"'))).toBe(true);
    expect(security.some((l) => l.includes('"security":"sign_in_succeeded"'))).toBe(true);
    for (const line of lines) {
      const parsed = JSON.parse(line) as { time: string; msg?: string };
      expect(parsed.time).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
      expect(parsed.msg).not.toBe('forged');
      expect(line).not.toContain('my-secret-password');
      expect(line).not.toContain(token);
    }
  });
});
