// The rules of messaging (SPEC §4, §5): who may write to whom, system messages, duplicates,
// read receipts, email, removal. FromUserId always comes from the session (docs/reliability.md 8).
import { isBlankHtml, MESSAGE_RULES, SYSTEM_USER_ID } from '../../../shared/messages';
import { isAdmin, isStaff } from '../../../shared/users';
import { AppError } from '../../calls/appError';
import type { AuthedUser } from '../../calls/registry';
import type { RunWork, Work } from '../../db/unitOfWork';
import { newEvent } from '../../events/eventLog.repo';
import { htmlToText, sanitizeUserHtml } from '../../html/sanitize';
import type { Outbox } from '../../mail/outbox';
import { mailLocale } from '../../mail/templates/render';
import type { Presence } from '../../realtime/presence';
import { presentMessage } from './messages.presenter';
import type { MessagesRepo, MessageWithSender } from './messages.repo';

type RecipientRow = NonNullable<Awaited<ReturnType<MessagesRepo['userById']>>>;

export interface SubmitInput {
  SendAsNotification?: boolean;
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
}

export function createMessagesService(deps: MessagesDeps) {
  const { repo, work, presence } = deps;
  const iso = (ms: number) => new Date(ms).toISOString();

  /**
   * Staff write to anyone; a student to their courses' coaches and to staff who wrote to them.
   * Answers the recipient's row when allowed, else null.
   */
  async function allowedRecipient(user: AuthedUser, recipientId: number): Promise<RecipientRow | null> {
    if (recipientId === user.Id) return null;
    const recipient = await repo.userById(recipientId);
    if (!recipient || recipient.Locked) return null;
    if (isStaff(user)) return recipient;
    const allowed =
      (await repo.coachesOfStudent(user.Id)).includes(recipientId) ||
      (await repo.hasWritten(recipientId, user.Id));
    return allowed ? recipient : null;
  }

  async function mayMessage(user: AuthedUser, recipientId: number): Promise<boolean> {
    return (await allowedRecipient(user, recipientId)) !== null;
  }

  /**
   * Who a send goes to, and the LastSeen of those whose row the recipient rule read already (the
   * reply's presence uses it rather than reading the row again).
   */
  async function recipientsOf(
    user: AuthedUser,
    input: SubmitInput,
  ): Promise<{ ids: number[]; lastSeen: Map<number, string | null> }> {
    if (input.SendToCourseCoaches) {
      if (!input.CourseId || !(await deps.canOpenCourse(user, input.CourseId))) {
        throw new AppError('NO_COURSE_ACCESS', { field: 'CourseId' });
      }
      const coaches = (await repo.coachesOfCourse(input.CourseId)).filter((id) => id !== user.Id);
      if (coaches.length === 0) throw new AppError('NO_COACHES', { field: 'CourseId' });
      return { ids: coaches, lastSeen: new Map() };
    }
    if (input.UserId === SYSTEM_USER_ID) throw new AppError('SYSTEM_MESSAGE_NO_REPLY', { field: 'UserId' });
    const recipient = input.UserId === undefined ? null : await allowedRecipient(user, input.UserId);
    if (!recipient) throw new AppError('RECIPIENT_NOT_ALLOWED', { field: 'UserId' });
    return { ids: [recipient.Id], lastSeen: new Map([[recipient.Id, recipient.LastSeen]]) };
  }

  /** The message as a mail to its recipient, in this unit of work (the outbox sends it). */
  async function email(w: Work, message: MessageWithSender): Promise<void> {
    const recipient = await repo.userById(message.ToUserId);
    if (!recipient) return;
    await deps.outbox.queue(w, recipient.Email, mailLocale(recipient.Language), {
      name: 'message',
      from: `${message.SenderFirstName} ${message.SenderLastName}`.trim(),
      title: message.Title,
      text: htmlToText(message.Message),
      link: `${deps.publicUrl}/`,
    });
  }

  return {
    mayMessage,

    async list(
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
      if (userId !== user.Id && !isAdmin(user)) throw new AppError('FORBIDDEN', { field: 'UserId' });
      const otherId = input.IsChat && input.FromUserId !== undefined ? input.FromUserId : undefined;
      const { rows, total } = await repo.list({
        userId,
        otherId,
        after: input.LastDate ?? undefined,
        page: input.page,
        limit: input.limit,
      });
      return {
        data: rows.map(presentMessage),
        pagination: { page: input.page, total_pages: Math.max(1, Math.ceil(total / input.limit)) },
        unopened: await repo.unopenedCount(userId),
      };
    },

    markOpened(user: AuthedUser, ids: number[]) {
      return work(async (w) => {
        const opened = await repo.markOpened(w.tx, user.Id, ids, w.now);
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
    },

    async submit(user: AuthedUser, input: SubmitInput) {
      const html = sanitizeUserHtml(input.Message);
      if (isBlankHtml(html)) throw new AppError('MESSAGE_EMPTY', { field: 'Message' });
      const asSystem = input.SendAsNotification === true;
      if (asSystem && !isStaff(user)) throw new AppError('FORBIDDEN', { field: 'SendAsNotification' });
      const { ids: recipients, lastSeen } = await recipientsOf(user, input);
      const result = await work(async (w) => {
        // A sender's sends take turns, so the duplicate check sees the one just before.
        await w.lockRow('users', user.Id);
        const drafts = recipients.map((ToUserId) => ({
          ToUserId,
          FromUserId: asSystem ? SYSTEM_USER_ID : user.Id,
          SentByUserId: user.Id,
          Message: html,
          Title: input.Title?.trim() || null,
          CDate: w.now,
          course_id: input.CourseId ?? null,
          course_part_id: input.CoursePartId ?? null,
          ClientId: input.ClientId ?? null,
        }));
        // The sender is the session's user, whose name the session read already.
        const submitted = await repo.submit(
          w.tx,
          drafts,
          iso(w.nowMs - MESSAGE_RULES.duplicateWindowMs),
          user,
        );
        if (submitted.duplicate) return submitted;
        for (const m of submitted.messages) {
          w.log(
            newEvent({
              type: 'message:new',
              actorId: user.Id,
              about: { people: [m.ToUserId, user.Id] },
              payload: { message: presentMessage(m) },
            }),
          );
          if (
            input.SendAsEmail &&
            (await repo.claimEmail(w.tx, m.Id, w.now, iso(w.nowMs - MESSAGE_RULES.emailDuplicateWindowMs)))
          ) {
            await email(w, m);
          }
        }
        return submitted;
      });
      const first = result.messages[0]!;
      return {
        data: presentMessage(first),
        createMessageResult: {
          data: { Id: first.Id },
          recipientOnlineStatus: { data: await presence.states(recipients, lastSeen) },
        },
      };
    },

    async sendAsEmail(user: AuthedUser, id: number): Promise<boolean> {
      const message = await repo.find(id);
      if (!message || message.SentByUserId !== user.Id) throw new AppError('NOT_FOUND', { field: 'Id' });
      return work(async (w) => {
        if (!(await repo.claimEmail(w.tx, id, w.now, iso(w.nowMs - MESSAGE_RULES.emailDuplicateWindowMs))))
          return false;
        await email(w, message);
        return true;
      });
    },

    async remove(user: AuthedUser, id: number, payloadUserId?: number): Promise<void> {
      if (payloadUserId !== undefined && payloadUserId !== user.Id)
        throw new AppError('FORBIDDEN', { field: 'UserId' });
      await work(async (w) => {
        const message = await repo.find(id, w.tx);
        if (message?.SentByUserId === user.Id) {
          await repo.retract(w.tx, id);
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
          await repo.hideForRecipient(w.tx, id);
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
    },

    async contacts(user: AuthedUser) {
      const people = isStaff(user)
        ? await repo.studentsOf(user.Id, isAdmin(user))
        : await repo.usersByIds(await repo.coachesOfStudent(user.Id));
      const online = await presence.states(people.map((p) => p.Id));
      return people.map((p, i) => ({
        ...p,
        UserId: p.Id,
        Online: online[i]?.Online ?? false,
        LastSeen: online[i]?.LastSeen ?? null,
      }));
    },

    /** Staff may watch anyone's presence; a student only their courses' coaches. */
    async mayWatch(user: AuthedUser, userIds: number[]): Promise<number[]> {
      if (isStaff(user)) return userIds;
      const coaches = new Set(await repo.coachesOfStudent(user.Id));
      return userIds.filter((id) => coaches.has(id));
    },
  };
}

export type MessagesService = ReturnType<typeof createMessagesService>;
