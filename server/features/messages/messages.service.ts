// The rules of messaging (SPEC §4, §5): who may write to whom, system messages, duplicates,
// read receipts, email, removal. FromUserId always comes from the session (docs/reliability.md 8).
// Companies are walls (server/scope/policy.ts mayMessage): a person on the other side of one is
// answered like a person who does not exist; the row rules (a student writes to their coaches)
// apply inside the wall.
import { isBlankHtml, MESSAGE_RULES, SYSTEM_USER_ID } from '../../../shared/messages';
import { isAdmin, isStaff } from '../../../shared/users';
import { AppError } from '../../calls/appError';
import type { AuthedUser } from '../../calls/registry';
import type { NewEvent, RunWork, Work } from '../../db/unitOfWork';
import { newEvent } from '../../events/eventLog.repo';
import { htmlToText, sanitizeUserHtml } from '../../html/sanitize';
import type { Outbox } from '../../mail/outbox';
import { mailLocale } from '../../mail/templates/render';
import type { Presence } from '../../realtime/presence';
import type { OwnersRepo } from '../../scope/owners.repo';
import { isSchoolStaff, mayMessage, reachesPerson } from '../../scope/policy';
import { logNew, type NotificationsService, type NotifyInput } from '../notifications/notifications.service';
import { presentMessage } from './messages.presenter';
import type { MessagesRepo, MessageWithSender } from './messages.repo';
import { insideWall, mayWriteTo, recipientsOf } from './recipients';
import { onPostgres } from './sendOnPostgres';
import { sendToOne } from './sendToOne';

export interface SubmitInput {
  SendAsNotification?: boolean;
  /** Ignored but for the system sender (-1), which asks for a system message like SendAsNotification. */
  FromUserId?: number;
  UserId?: number;
  Title?: string | null;
  Message: string;
  CourseId?: number | null;
  CoursePartId?: number | null;
  SendAsEmail?: boolean;
  SendToCourseCoaches?: boolean;
  ClientId?: string;
}

export interface MessagesDeps {
  repo: MessagesRepo;
  work: RunWork;
  presence: Presence;
  outbox: Outbox;
  publicUrl: string;
  canOpenCourse: (user: AuthedUser, courseId: number) => Promise<boolean>;
  owners: OwnersRepo;
  notifications: Pick<NotificationsService, 'notify' | 'readAbout'>;
  /** The school's name (its branding): a system message speaks in it. */
  schoolName: () => Promise<string>;
  /** The streaks of several people now (the habit loop), by user id; missing: none yet. */
  streaks: (userIds: readonly number[]) => Promise<Map<number, number>>;
}

function iso(ms: number) {
  return new Date(ms).toISOString();
}

/** The message as a mail to its recipient, in this unit of work (the outbox sends it). */
async function email(deps: MessagesDeps, w: Work, message: MessageWithSender): Promise<void> {
  const recipient = await deps.repo.userById(message.ToUserId);
  if (!recipient) return;
  await deps.outbox.queue(w, recipient.Email, mailLocale(recipient.Language), {
    name: 'message',
    from: `${message.SenderFirstName} ${message.SenderLastName}`.trim(),
    title: message.Title,
    text: htmlToText(message.Message),
    link: `${deps.publicUrl}/`,
  });
}

async function list(
  deps: MessagesDeps,
  user: AuthedUser,
  input: {
    UserId?: number;
    FromUserId?: number;
    LastDate?: string | null;
    IsChat?: boolean;
    page: number;
    limit: number;
  },
) {
  const userId = input.UserId ?? user.Id;
  if (userId !== user.Id) {
    if (!isAdmin(user)) throw new AppError('FORBIDDEN', { field: 'UserId' });
    // An admin reads the inbox of a person they reach; anyone else's is answered as missing.
    // FromUserId only narrows the inbox read, so it needs no check of its own.
    const companies = await deps.owners.person(userId);
    if (companies === undefined || !reachesPerson(user, companies))
      throw new AppError('NOT_FOUND', { field: 'UserId' });
  }
  const otherId = input.IsChat && input.FromUserId !== undefined ? input.FromUserId : undefined;
  const { rows, total } = await deps.repo.list({
    userId,
    otherId,
    after: input.LastDate ?? undefined,
    page: input.page,
    limit: input.limit,
  });
  return {
    data: rows.map(presentMessage),
    pagination: { page: input.page, total_pages: Math.max(1, Math.ceil(total / input.limit)) },
    unopened: await deps.repo.unopenedCount(userId),
  };
}

function markOpened(deps: MessagesDeps, user: AuthedUser, ids: number[]) {
  return deps.work(async (w) => {
    const opened = await deps.repo.markOpened(w.tx, user.Id, ids, w.now);
    // An opened message is a read notification too, on every device.
    await deps.notifications.readAbout(
      w,
      user.Id,
      'message',
      opened.map((m) => m.Id),
    );
    const bySender = new Map<number, number[]>();
    for (const m of opened) bySender.set(m.SentByUserId, [...(bySender.get(m.SentByUserId) ?? []), m.Id]);
    for (const [senderId, Ids] of bySender) {
      w.log(
        newEvent({
          type: 'message:opened',
          actorId: user.Id,
          about: { people: [senderId, user.Id] },
          payload: { Ids, ShowedDate: w.now },
        }),
      );
    }
    return opened.map((m) => ({ Id: m.Id, ShowedDate: w.now, Showed: 1 as const }));
  });
}

/** The messages of a send, one per recipient, at the unit's time. */
function draftsOf(user: AuthedUser, input: SubmitInput, html: string, asSystem: boolean) {
  return (ToUserId: number) => ({
    ToUserId,
    FromUserId: asSystem ? SYSTEM_USER_ID : user.Id,
    SentByUserId: user.Id,
    Message: html,
    Title: input.Title?.trim() || null,
    course_id: input.CourseId ?? null,
    course_part_id: input.CoursePartId ?? null,
    ClientId: input.ClientId ?? null,
  });
}

async function submit(deps: MessagesDeps, user: AuthedUser, input: SubmitInput) {
  const html = sanitizeUserHtml(input.Message);
  if (isBlankHtml(html)) throw new AppError('MESSAGE_EMPTY', { field: 'Message' });
  // A system message speaks for the whole site: the school's staff alone send one.
  const asSystem = input.SendAsNotification === true || input.FromUserId === SYSTEM_USER_ID;
  if (asSystem && !isSchoolStaff(user))
    throw new AppError('FORBIDDEN', {
      field: input.SendAsNotification === true ? 'SendAsNotification' : 'FromUserId',
    });
  const draftTo = draftsOf(user, input, html, asSystem);
  // PostgreSQL, one other person (the usual send): the recipient rule inside the unit's first
  // round trip (sendToOne.ts).
  if (
    onPostgres() &&
    !input.SendToCourseCoaches &&
    !input.SendAsEmail &&
    input.UserId !== undefined &&
    input.UserId !== SYSTEM_USER_ID &&
    input.UserId !== user.Id
  ) {
    const sender = asSystem ? { FirstName: await deps.schoolName(), LastName: '' } : user;
    const sent = await sendToOne(deps, user, draftTo(input.UserId), sender, (m) => messageNew(m, user.Id));
    return answer(
      deps,
      sent.message,
      [sent.recipient.Id],
      new Map([[sent.recipient.Id, sent.recipient.LastSeen]]),
    );
  }
  const { ids: recipients, lastSeen } = await recipientsOf(deps, user, input);
  const sender = asSystem ? { FirstName: await deps.schoolName(), LastName: '' } : user;
  const result = await deps.work(async (w) => {
    const drafts = recipients.map((id) => ({ ...draftTo(id), CDate: w.now }));
    const since = iso(w.nowMs - MESSAGE_RULES.duplicateWindowMs);
    // PostgreSQL, one other recipient: the send and its notification in two round trips.
    const [only] = drafts;
    const together =
      only && drafts.length === 1 ? await deps.repo.sendAndTell(w.tx, only, since, sender) : undefined;
    if (together) {
      if (together.duplicate) return together;
      if (together.told) logNew(w, together.told.notification, together.told.unread, user.Id);
      await stored(deps, w, user, input, together.messages);
      return together;
    }
    // A sender's sends take turns, so the duplicate check sees the one just before.
    await w.lockRow('users', user.Id);
    // The sender is the session's user, whose name the session read already (or the school).
    const submitted = await deps.repo.submit(w.tx, drafts, since, sender);
    if (submitted.duplicate) return submitted;
    await deps.notifications.notify(w, ...submitted.messages.flatMap((m) => toldOf(m, user.Id)));
    await stored(deps, w, user, input, submitted.messages);
    return submitted;
  });
  return answer(deps, result.messages[0]!, recipients, lastSeen);
}

/** A submit's answer: the (first) message, and its recipients' presence. */
async function answer(
  deps: MessagesDeps,
  first: MessageWithSender,
  recipients: number[],
  lastSeen: Map<number, string | null>,
) {
  return {
    data: presentMessage(first),
    createMessageResult: {
      data: { Id: first.Id },
      recipientOnlineStatus: { data: await deps.presence.states(recipients, lastSeen) },
    },
  };
}

/** The message:new event of a stored message. */
function messageNew(m: MessageWithSender, actorId: number): NewEvent {
  return newEvent({
    type: 'message:new',
    actorId,
    about: { people: [m.ToUserId, actorId] },
    payload: { message: presentMessage(m) },
  });
}

/** Logs the new messages' events, and mails them when asked (once per window). */
async function stored(
  deps: MessagesDeps,
  w: Work,
  user: AuthedUser,
  input: SubmitInput,
  messages: readonly MessageWithSender[],
): Promise<void> {
  for (const m of messages) {
    w.log(messageNew(m, user.Id));
    if (
      input.SendAsEmail &&
      (await deps.repo.claimEmail(w.tx, m.Id, w.now, iso(w.nowMs - MESSAGE_RULES.emailDuplicateWindowMs)))
    ) {
      await email(deps, w, m);
    }
  }
}

/** The recipient's notification of a message (none for a note to oneself). */
function toldOf(m: MessageWithSender, senderId: number): NotifyInput[] {
  if (m.ToUserId === senderId) return [];
  return [
    {
      userId: m.ToUserId,
      type: 'message',
      subjectId: m.Id,
      actorId: senderId,
      payload: {
        MessageId: m.Id,
        FromUserId: m.FromUserId,
        FromName: `${m.SenderFirstName} ${m.SenderLastName}`.trim(),
      },
    },
  ];
}

async function sendAsEmail(deps: MessagesDeps, user: AuthedUser, id: number): Promise<boolean> {
  const message = await deps.repo.find(id);
  // Mailing is reaching the recipient again: only while they are inside the sender's wall.
  if (
    !message ||
    message.SentByUserId !== user.Id ||
    (await insideWall(deps, user, [message.ToUserId])).length === 0
  )
    throw new AppError('NOT_FOUND', { field: 'Id' });
  return deps.work(async (w) => {
    if (!(await deps.repo.claimEmail(w.tx, id, w.now, iso(w.nowMs - MESSAGE_RULES.emailDuplicateWindowMs))))
      return false;
    await email(deps, w, message);
    return true;
  });
}

async function remove(
  deps: MessagesDeps,
  user: AuthedUser,
  id: number,
  payloadUserId?: number,
): Promise<void> {
  if (payloadUserId !== undefined && payloadUserId !== user.Id)
    throw new AppError('FORBIDDEN', { field: 'UserId' });
  await deps.work(async (w) => {
    const message = await deps.repo.find(id, w.tx);
    if (message?.SentByUserId === user.Id) {
      await deps.repo.retract(w.tx, id, message.CDate);
      // A message taken back has nothing left to tell: its notification is read, on every device.
      await deps.notifications.readAbout(w, message.ToUserId, 'message', [id]);
      w.log(
        newEvent({
          type: 'message:removed',
          actorId: user.Id,
          about: { people: [message.ToUserId, user.Id] },
          payload: { Id: id },
        }),
      );
      return;
    }
    if (message?.ToUserId === user.Id && !message.RemovedByRecipient) {
      await deps.repo.hideForRecipient(w.tx, id);
      w.log(
        newEvent({
          type: 'message:removed',
          actorId: user.Id,
          about: { people: [user.Id] },
          payload: { Id: id },
        }),
      );
      return;
    }
    throw new AppError('NOT_FOUND', { field: 'Id' });
  });
}

/**
 * The people the user may message: the school's staff the students of their courses (an
 * admin every student); a company's staff their companies' members and the school's staff;
 * a student their courses' coaches. Always cut to the wall.
 */
async function contacts(deps: MessagesDeps, user: AuthedUser) {
  const candidates = !isStaff(user)
    ? await deps.repo.usersByIds(await deps.repo.coachesOfStudent(user.Id))
    : isSchoolStaff(user)
      ? await deps.repo.studentsOf(user.Id, isAdmin(user))
      : await deps.repo.companyContacts(user.CompanyIds, user.Id);
  const inside = new Set(
    await insideWall(
      deps,
      user,
      candidates.map((p) => p.Id),
    ),
  );
  const people = candidates.filter((p) => inside.has(p.Id));
  const online = await deps.presence.states(people.map((p) => p.Id));
  // Coaches see their students' streaks (My students); a student's list shows none.
  const streaks = isStaff(user) ? await deps.streaks(people.map((p) => p.Id)) : null;
  return people.map((p, i) => ({
    ...p,
    UserId: p.Id,
    Online: online[i]?.Online ?? false,
    LastSeen: online[i]?.LastSeen ?? null,
    Streak: streaks ? (streaks.get(p.Id) ?? 0) : null,
  }));
}

/**
 * Whose presence a user may follow: staff anyone they may message or reach (the school's
 * staff everyone), a student their courses' coaches inside their wall. Anyone else is
 * refused like an unknown id.
 */
async function mayWatch(deps: MessagesDeps, user: AuthedUser, userIds: number[]): Promise<number[]> {
  if (isSchoolStaff(user)) return userIds;
  const coaches = isStaff(user) ? null : new Set(await deps.repo.coachesOfStudent(user.Id));
  const candidates = coaches === null ? userIds : userIds.filter((id) => coaches.has(id));
  const people = await deps.owners.recipients(candidates);
  return candidates.filter((id) => {
    const person = people.get(id);
    return person !== undefined && (mayMessage(user, person) || reachesPerson(user, person.CompanyIds));
  });
}

export function createMessagesService(deps: MessagesDeps) {
  /** A step with this service's dependencies. */
  const bound =
    <A extends unknown[], R>(step: (d: MessagesDeps, ...args: A) => R) =>
    (...args: A): R =>
      step(deps, ...args);
  return {
    mayWriteTo: bound(mayWriteTo),

    list: bound(list),

    markOpened: bound(markOpened),

    submit: bound(submit),

    sendAsEmail: bound(sendAsEmail),

    remove: bound(remove),

    contacts: bound(contacts),

    mayWatch: bound(mayWatch),
  };
}

export type MessagesService = ReturnType<typeof createMessagesService>;
