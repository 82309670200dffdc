import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as calls from '../../../shared/calls';
import type { LoggedEvent } from '../../../shared/calls/events';
import { SYSTEM_USER_ID } from '../../../shared/messageRules';
import type { Message } from '../../../shared/messages';
import {
  type ClientSocket,
  connected,
  disconnected,
  nextEvent,
  startServer,
  type TestServer,
  until,
} from '../../test/harness';

let server: TestServer;
let student: string;
let student2: string;
let coach: string;
let admin: string;
const COACH = 2;
const STUDENT = 3;
const STUDENT2 = 4;

beforeAll(async () => {
  server = await startServer();
  student = await server.signIn('student@tonic.test');
  student2 = await server.signIn('student2@tonic.test');
  coach = await server.signIn('coach@tonic.test');
  admin = await server.signIn('admin@tonic.test');
});
afterAll(() => server.close());

const send = (token: string, data: Record<string, unknown>) =>
  server.call(calls.messages.submitMessage, data, token);
const rows = (sql: string, ...args: unknown[]) => server.sql(sql, ...args);
let counter = 0;
const unique = (text: string) => `<p>${text} #${++counter}</p>`;

describe('sending and receiving live', () => {
  it('the coach’s reply reaches the student’s socket with its eventId, and the coach’s other tab', async () => {
    const studentSocket = server.connect(student);
    const coachOtherTab = server.connect(coach);
    await Promise.all([connected(studentSocket), connected(coachOtherTab)]);
    const arrived = nextEvent(studentSocket, 'message:new');
    const echoed = nextEvent(coachOtherTab, 'message:new');
    const body = unique('Great question, try the major third.');
    const reply = await send(coach, { UserId: STUDENT, Message: body, FromUserId: 999 });
    expect(reply.status).toBe(200);
    const id = (reply.body.createMessageResult as { data: { Id: number } }).data.Id;
    const event = await arrived;
    expect(event.eventId).toBeGreaterThan(0);
    expect(event.message).toMatchObject({
      Id: id,
      FromUserId: COACH,
      ToUserId: STUDENT,
      Message: body,
      SenderFirstName: 'Cole',
    });
    expect((await echoed).eventId).toBe(event.eventId);
    expect(reply.body.createMessageResult).toMatchObject({
      recipientOnlineStatus: { data: [{ UserId: STUDENT, Online: true }] },
    });
    studentSocket.disconnect();
    coachOtherTab.disconnect();
  });

  it('names the sender as stored when the send is made, not as at sign-in', async () => {
    // The coach's session has been checked (and kept by the session cache) before the rename.
    expect((await server.call(calls.profile.getMyProfile, {}, coach)).status).toBe(200);
    const rename = async (FirstName: string) =>
      expect((await server.call(calls.profile.saveMyProfile, { FirstName }, coach)).status).toBe(200);
    await rename('Colette');
    try {
      const reply = await send(coach, { UserId: STUDENT, Message: unique('Renamed since sign-in') });
      expect(reply.body.data).toMatchObject({ SenderFirstName: 'Colette', FromUserId: COACH });
    } finally {
      await rename('Cole');
    }
  });

  it('a student who was offline gets the message through catch-up, exactly once', async () => {
    const cursor = (await server.call(calls.events.getEvents, {}, student)).body.lastEventId as number;
    const reply = await send(coach, { UserId: STUDENT, Message: unique('While you were away') });
    expect(reply.body.createMessageResult).toMatchObject({
      recipientOnlineStatus: { data: [{ Online: false }] },
    });
    const caught = (await server.call(calls.events.getEvents, { After: cursor }, student)).body
      .data as LoggedEvent[];
    expect(caught.filter((e) => e.type === 'message:new')).toHaveLength(1);
    const again = (await server.call(calls.events.getEvents, { After: caught.at(-1)!.eventId }, student)).body
      .data;
    expect(again).toEqual([]);
  });

  it('a message its sender takes back leaves no readable text in the event log; catch-up reads it sent, then removed', async () => {
    const cursor = (await server.call(calls.events.getEvents, {}, student)).body.lastEventId as number;
    const secret = unique('Sent by mistake: the door code is 4711');
    const sent = await send(coach, { UserId: STUDENT, Message: secret, Title: 'Door code' });
    const id = (sent.body.data as Message).Id;
    expect(await rows('select "id" from events where "payload" like ?', '%4711%')).toHaveLength(1);
    // Another message, not taken back, keeps its text.
    const kept = unique('Kept');
    await send(coach, { UserId: STUDENT2, Message: kept });
    expect((await server.call(calls.messages.removeMessage, { Id: id }, coach)).status).toBe(200);
    expect(await rows('select "id" from events where "payload" like ?', '%4711%')).toEqual([]);
    expect(await rows('select "id" from events where "payload" like ?', '%Door code%')).toEqual([]);
    expect(await rows('select "id" from events where "payload" like ?', `%${kept}%`)).toHaveLength(1);
    const caught = (await server.call(calls.events.getEvents, { After: cursor }, student)).body
      .data as LoggedEvent[];
    const mine = caught.filter(
      (e) =>
        (e.type === 'message:new' && (e.payload as { message: Message }).message.Id === id) ||
        (e.type === 'message:removed' && (e.payload as { Id: number }).Id === id),
    );
    expect(mine.map((e) => e.type)).toEqual(['message:new', 'message:removed']);
    expect((mine[0]!.payload as { message: Message }).message).toMatchObject({
      Id: id,
      Message: '',
      Title: null,
    });
  });

  it('the inbox lists messages newest first with sender names, paged, and with LastDate only newer ones', async () => {
    const list = await server.call(
      calls.messages.getMessages,
      { UserId: STUDENT, page: 1, limit: 1 },
      student,
    );
    expect(list.body).toMatchObject({ status: 'OK', pagination: { page: 1 } });
    expect((list.body.pagination as { total_pages: number }).total_pages).toBeGreaterThan(1);
    const [newest] = list.body.data as Message[];
    expect(newest!.Message).toContain('While you were away');
    const none = await server.call(calls.messages.getMessages, { LastDate: newest!.CDate }, student);
    expect(none.body.data).toEqual([]);
  });

  it('SendToCourseCoaches delivers to every coach of the course', async () => {
    const reply = await send(student, {
      SendToCourseCoaches: true,
      CourseId: 1,
      Message: unique('Help with lesson 2?'),
    });
    expect(reply.status).toBe(200);
    const id = (reply.body.createMessageResult as { data: { Id: number } }).data.Id;
    expect(await rows('select "ToUserId", "FromUserId" from messages where "Id" = ?', id)).toEqual([
      { ToUserId: COACH, FromUserId: STUDENT },
    ]);
  });

  it('opening marks messages read and tells the sender (read receipt); others’ ids are skipped', async () => {
    const coachSocket = server.connect(coach);
    await connected(coachSocket);
    const sent = await send(student, { UserId: COACH, Message: unique('Did you see this?') });
    const id = (sent.body.createMessageResult as { data: { Id: number } }).data.Id;
    const studentSocket = server.connect(student);
    await connected(studentSocket);
    const receipt = nextEvent(studentSocket, 'message:opened');
    const opened = await server.call(calls.messages.markMessagesAsOpened, [{ Id: id }], coach);
    expect(opened.body.data).toEqual([{ Id: id, ShowedDate: expect.any(String), Showed: 1 }]);
    expect((await receipt).Ids).toEqual([id]);
    const foreign = await server.call(calls.messages.markMessagesAsOpened, [{ Id: id }], student2);
    expect(foreign.body.data).toEqual([]);
    studentSocket.disconnect();
    coachSocket.disconnect();
  });
});

describe('guards', () => {
  it('FromUserId is always the signed-in user', async () => {
    const reply = await send(student, { UserId: COACH, FromUserId: COACH, Message: unique('forged') });
    expect((reply.body.data as Message).FromUserId).toBe(STUDENT);
  });

  it('refuses reading or removing another user’s messages', async () => {
    const read = await server.call(calls.messages.getMessages, { UserId: STUDENT }, student2);
    expect(read.status).toBe(403);
    const theirs = await send(coach, { UserId: STUDENT, Message: unique('private') });
    const id = (theirs.body.createMessageResult as { data: { Id: number } }).data.Id;
    const removed = await server.call(calls.messages.removeMessage, { Id: id, UserId: STUDENT }, student2);
    expect(removed.status).toBe(403);
    const removed2 = await server.call(calls.messages.removeMessage, { Id: id }, student2);
    expect(removed2.status).toBe(404);
    expect(await rows('select "Id" from messages where "Id" = ?', id)).toHaveLength(1);
    const chat = await server.call(calls.messages.getMessages, { IsChat: true, FromUserId: COACH }, student2);
    expect((chat.body.data as Message[]).some((m) => m.Id === id)).toBe(false);
  });

  it('a student may not write to another student', async () => {
    const reply = await send(student, { UserId: STUDENT2, Message: unique('hi') });
    expect(reply.body).toMatchObject({
      status: 'FORBIDDEN',
      error_code: 'RECIPIENT_NOT_ALLOWED',
      field: 'UserId',
    });
  });

  it('a refused send answers like a missing person and writes nothing', async () => {
    const written = async () => ({
      messages: await rows('select cast(count(*) as integer) n from messages'),
      notifications: await rows('select cast(count(*) as integer) n from notifications'),
      feeds: await rows('select "UserId", "ChangedAt" from notification_feeds order by "UserId"'),
      events: await rows(
        `select cast(count(*) as integer) n from events where type in ('message:new', 'notification:new')`,
      ),
    });
    const before = await written();
    const missing = await send(student, { UserId: 999_999, Message: unique('anyone there?') });
    const notAllowed = await send(student, { UserId: STUDENT2, Message: unique('hi there') });
    expect(missing.body).toMatchObject({
      status: 'FORBIDDEN',
      error_code: 'RECIPIENT_NOT_ALLOWED',
      field: 'UserId',
    });
    expect(notAllowed.status).toBe(missing.status);
    expect(notAllowed.body).toEqual(missing.body);
    expect(await written()).toEqual(before);
  });

  it('refuses empty or blank HTML and stores nothing', async () => {
    const before = await rows('select cast(count(*) as integer) n from messages');
    for (const Message of ['', '<p></p>', '<p> &nbsp; </p><br>', '<script>alert(1)</script>']) {
      const reply = await send(student, { UserId: COACH, Message });
      expect(reply.body.error_code, Message).toBe('MESSAGE_EMPTY');
    }
    expect(await rows('select cast(count(*) as integer) n from messages')).toEqual(before);
  });

  it('stores every XSS payload sanitised', async () => {
    const payloads = [
      '<p>a<script>alert(1)</script></p>',
      '<img src=x onerror=alert(1)>caption',
      '<a href="javascript:alert(1)">x</a>',
      '<svg onload=alert(1)></svg>svg',
      '<style>*{}</style>style',
      '<iframe src="https://evil.example"></iframe>frame',
      '<p onmouseover="x()">broken <b>markup',
    ];
    for (const Message of payloads) {
      const reply = await send(coach, { UserId: STUDENT, Message });
      const stored = (
        await rows('select "Message" from messages where "Id" = ?', (reply.body.data as Message).Id)
      )[0]!.Message as string;
      expect(stored).not.toMatch(/<script|onerror|onload|onmouseover|javascript:|<svg|<style|<iframe/i);
    }
  });

  it('the same message to the same recipient within 5 s answers the first Id; later it is new', async () => {
    const Message = unique('same text');
    const first = await send(student, { UserId: COACH, Message });
    const second = await send(student, { UserId: COACH, Message });
    expect((second.body.data as Message).Id).toBe((first.body.data as Message).Id);
    server.advance(6000);
    const third = await send(student, { UserId: COACH, Message });
    expect((third.body.data as Message).Id).not.toBe((first.body.data as Message).Id);
  });

  it('a reply marks the messages it answers as replied, at its time, once', async () => {
    const question = await send(student, { UserId: COACH, Message: unique('question') });
    const asked = (question.body.data as Message).Id;
    const replyDate = async () =>
      (await rows('select "ReplyDate" from messages where "Id" = ?', asked))[0]!.ReplyDate;
    expect(await replyDate()).toBeNull();
    server.advance(1000);
    const answer = await send(coach, { UserId: STUDENT, Message: unique('answer') });
    expect(await replyDate()).toBe((answer.body.data as Message).CDate);
    server.advance(1000);
    await send(coach, { UserId: STUDENT, Message: unique('and another') });
    expect(await replyDate()).toBe((answer.body.data as Message).CDate);
  });

  it('a retried send with the same ClientId is stored once', async () => {
    const data = { UserId: COACH, Message: unique('retry me'), ClientId: 'client-retry-0001' };
    const replies = await Promise.all([send(student, data), send(student, data), send(student, data)]);
    const ids = new Set(replies.map((r) => (r.body.data as Message).Id));
    expect(ids.size).toBe(1);
    expect(
      await rows(`select cast(count(*) as integer) n from messages where "ClientId" = 'client-retry-0001'`),
    ).toEqual([{ n: 1 }]);
  });

  it('system messages: only staff send them, and they cannot be replied to', async () => {
    const forged = await send(student, {
      UserId: COACH,
      SendAsNotification: true,
      Title: 'Notice',
      Message: unique('x'),
    });
    expect(forged.status).toBe(403);
    const notice = await send(admin, {
      UserId: STUDENT,
      SendAsNotification: true,
      Title: 'Maintenance',
      Message: unique('Back soon'),
    });
    expect(notice.body.data).toMatchObject({ FromUserId: SYSTEM_USER_ID, Title: 'Maintenance' });
    const reply = await send(student, { UserId: SYSTEM_USER_ID, Message: unique('thanks') });
    expect(reply.body).toMatchObject({
      error_code: 'SYSTEM_MESSAGE_NO_REPLY',
      message: 'System message - unable to reply!',
    });
  });

  it('rate-limits a sender', async () => {
    // All at once: one after another, a busy machine can stretch 35 sends past the 10 s window.
    const replies = await Promise.all(
      Array.from({ length: 35 }, () => send(student2, { UserId: COACH, Message: unique('flood') })),
    );
    expect(replies.some((r) => r.body.error_code === 'RATE_LIMITED')).toBe(true);
    expect(replies.find((r) => r.status === 429)?.headers.get('retry-after')).toBeTruthy();
  });
});

describe('email', () => {
  it('sends a message as email once within 10 s', async () => {
    const sent = await send(coach, { UserId: STUDENT, Message: unique('Mail me') });
    const Id = (sent.body.data as Message).Id;
    const first = await server.call(calls.messages.sendMessageAsEmail, { Id }, coach);
    const second = await server.call(calls.messages.sendMessageAsEmail, { Id }, coach);
    expect(first.body.data).toEqual({ sent: true });
    expect(second.body.data).toEqual({ sent: false });
    expect((await server.call(calls.messages.sendMessageAsEmail, { Id }, student)).status).toBe(404);
    await until(
      async () =>
        (
          await rows(
            `select cast(count(*) as integer) n from mail_outbox where "ToAddress" = 'student@tonic.test' and "Status" = 'sent'`,
          )
        )[0]!.n === 1,
    );
    const mails = fs.readdirSync(path.join(server.dataDir, 'mail'));
    expect(mails.length).toBeGreaterThan(0);
    expect(
      (
        await rows(
          `select cast(count(*) as integer) n from mail_outbox where "ToAddress" = 'student@tonic.test'`,
        )
      )[0]!.n,
    ).toBe(1);
  });
});

describe('presence and typing', () => {
  it('the coach sees the student come online and go offline', async () => {
    const fresh = await startServer();
    try {
      const coachToken = await fresh.signIn('coach@tonic.test');
      const studentToken = await fresh.signIn('student@tonic.test');
      const coachSocket = fresh.connect(coachToken);
      await connected(coachSocket);
      const watch = await coachSocket.emitWithAck('presence:watch', { UserIds: [STUDENT] });
      expect(watch).toMatchObject({ ok: true, data: { watching: [{ UserId: STUDENT, Online: false }] } });
      const online = nextEvent(coachSocket, 'presence:changed');
      const studentSocket = fresh.connect(studentToken);
      await connected(studentSocket);
      expect(await online).toMatchObject({ UserId: STUDENT, Online: true });
      const offline = nextEvent(coachSocket, 'presence:changed');
      studentSocket.disconnect();
      const gone = await offline;
      expect(gone).toMatchObject({ UserId: STUDENT, Online: false, LastSeen: expect.any(String) });
      const sent = await fresh.call(
        calls.messages.submitMessage,
        { UserId: STUDENT, Message: unique('Seen you leave') },
        coachToken,
      );
      expect(sent.body.createMessageResult).toMatchObject({
        recipientOnlineStatus: { data: [{ UserId: STUDENT, Online: false, LastSeen: gone.LastSeen }] },
      });
      const contacts = await fresh.call(calls.messages.getContacts, {}, coachToken);
      expect(contacts.body.data).toEqual(
        expect.arrayContaining([expect.objectContaining({ UserId: STUDENT, Online: false })]),
      );
    } finally {
      await fresh.close();
    }
  });

  it('a student may watch only their courses’ coaches', async () => {
    const socket = server.connect(student);
    await connected(socket);
    const reply = await socket.emitWithAck('presence:watch', { UserIds: [COACH, STUDENT2, 1] });
    expect(reply).toMatchObject({ ok: true, data: { refused: [STUDENT2, 1] } });
  });

  it('typing reaches the recipient, throttled, and is refused towards strangers', async () => {
    const coachSocket = server.connect(coach);
    const studentSocket = server.connect(student);
    await Promise.all([connected(coachSocket), connected(studentSocket)]);
    const typing = nextEvent(coachSocket, 'typing:changed');
    expect(await studentSocket.emitWithAck('typing', { ToUserId: COACH, Typing: true })).toEqual({
      ok: true,
      data: { sent: true },
    });
    expect(await typing).toEqual({ FromUserId: STUDENT, Typing: true });
    expect(await studentSocket.emitWithAck('typing', { ToUserId: COACH, Typing: true })).toEqual({
      ok: true,
      data: { sent: false },
    });
    expect(await studentSocket.emitWithAck('typing', { ToUserId: STUDENT2, Typing: true })).toEqual({
      ok: false,
      error_code: 'RECIPIENT_NOT_ALLOWED',
    });
  });
});

describe('a disconnect storm while sending', () => {
  it('loses and duplicates nothing', async () => {
    const storm = await startServer({ TONIC_MESSAGE_RATE: '1000' });
    try {
      const sender = await storm.signIn('student@tonic.test');
      const receiver = await storm.signIn('coach@tonic.test');
      // The client's rule: everything up to the cursor is applied. Live events that arrive while
      // catching up are applied (deduplicated by eventId) but move the cursor only afterwards.
      let cursor = (await storm.call(calls.events.getEvents, {}, receiver)).body.lastEventId as number;
      const applied = new Map<number, number>(); // eventId -> message Id
      // From a disconnect until the catch-up is done, the cursor stands still.
      let catchingUp = true;
      const apply = (eventId: number, messageId: number) => {
        if (eventId <= cursor || applied.has(eventId)) return;
        applied.set(eventId, messageId);
        if (!catchingUp) cursor = eventId;
      };
      const catchUp = async () => {
        for (;;) {
          const page = (await storm.call(calls.events.getEvents, { After: cursor, Limit: 50 }, receiver))
            .body;
          for (const e of page.data as LoggedEvent[]) {
            if (e.type === 'message:new' && !applied.has(e.eventId))
              applied.set(e.eventId, (e.payload.message as Message).Id);
            cursor = Math.max(cursor, e.eventId);
          }
          if (!page.hasMore) break;
        }
        cursor = Math.max(cursor, ...applied.keys());
        catchingUp = false;
      };
      let stop = false;
      const flapping = (async () => {
        while (!stop) {
          const socket: ClientSocket = storm.connect(receiver);
          socket.on('message:new', (e) => apply(e.eventId, (e.message as Message).Id));
          await connected(socket);
          await catchUp();
          await new Promise((r) => setTimeout(r, 15 + Math.random() * 30));
          catchingUp = true;
          const gone = disconnected(socket);
          socket.disconnect();
          await gone;
        }
      })();
      const senders = Array.from({ length: 2 }, () => storm.connect(sender));
      const sends = Array.from({ length: 40 }, async (_, i) => {
        const data = { UserId: COACH, Message: `<p>storm ${i}</p>`, ClientId: `storm-message-${i}` };
        // Every send is retried once, as a client does after a dropped connection.
        await new Promise((r) => setTimeout(r, i * 10));
        const replies = await Promise.all([
          storm.call(calls.messages.submitMessage, data, sender),
          storm.call(calls.messages.submitMessage, data, sender),
        ]);
        expect(replies.map((r) => r.status)).toEqual([200, 200]);
        if (i % 7 === 0) senders[i % 2]!.disconnect().connect();
      });
      await Promise.all(sends);
      stop = true;
      await flapping;
      await catchUp();
      const stored = await storm.sql(
        `select cast(count(*) as integer) n from messages where "ClientId" like 'storm-message-%'`,
      );
      expect(stored).toEqual([{ n: 40 }]);
      const messageIds = [...applied.values()];
      expect(new Set(messageIds).size).toBe(40);
      expect(messageIds).toHaveLength(40); // one event per message: nothing logged twice
    } finally {
      await storm.close();
    }
  });
});
