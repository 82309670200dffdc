// The rules of messaging (SPEC §4, §5): who may write to whom, system messages, duplicates,
// read receipts, email, removal. FromUserId always comes from the session (docs/reliability.md 8).
import { isBlankHtml, MESSAGE_RULES, SYSTEM_USER_ID } from '../../../shared/messages';
import { rooms } from '../../../shared/realtime';
import { isAdmin, isStaff } from '../../../shared/users';
import { AppError } from '../../calls/appError';
import type { AuthedUser } from '../../calls/registry';
import type { RunWork } from '../../db/unitOfWork';
import { newEvent } from '../../events/eventLog.repo';
import { htmlToText, sanitizeUserHtml } from '../../html/sanitize';
import type { Mailer } from '../../mail/mailer';
import type { Presence } from '../../realtime/presence';
import { presentMessage } from './messages.presenter';
import type { MessagesRepo, MessageWithSender } from './messages.repo';

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
  mailer: Mailer;
  publicUrl: string;
  canOpenCourse: (user: AuthedUser, courseId: number) => Promise<boolean>;
  /** A message mail that could not be sent or stored. */
  onMailError: (error: unknown) => void;
}

export function createMessagesService(deps: MessagesDeps) {
  const { repo, work, presence } = deps;
  const iso = (ms: number) => new Date(ms).toISOString();

  /** Staff write to anyone; a student to their courses' coaches and to staff who wrote to them. */
  async function mayMessage(user: AuthedUser, recipientId: number): Promise<boolean> {
    if (recipientId === user.Id) return false;
    const recipient = await repo.userById(recipientId);
    if (!recipient || recipient.Locked) return false;
    if (isStaff(user)) return true;
    return (
      (await repo.coachesOfStudent(user.Id)).includes(recipientId) || repo.hasWritten(recipientId, user.Id)
    );
  }

  async function recipientsOf(user: AuthedUser, input: SubmitInput): Promise<number[]> {
    if (input.SendToCourseCoaches) {
      if (!input.CourseId || !(await deps.canOpenCourse(user, input.CourseId))) {
        throw new AppError('NO_COURSE_ACCESS', { field: 'CourseId' });
      }
      const coaches = (await repo.coachesOfCourse(input.CourseId)).filter((id) => id !== user.Id);
      if (coaches.length === 0) throw new AppError('NO_COACHES', { field: 'CourseId' });
      return coaches;
    }
    if (input.UserId === SYSTEM_USER_ID) throw new AppError('SYSTEM_MESSAGE_NO_REPLY', { field: 'UserId' });
    if (input.UserId === undefined || !(await mayMessage(user, input.UserId))) {
      throw new AppError('RECIPIENT_NOT_ALLOWED', { field: 'UserId' });
    }
    return [input.UserId];
  }

  async function email(message: MessageWithSender): Promise<void> {
    const recipient = await repo.userById(message.ToUserId);
    if (!recipient) return;
    const from = `${message.SenderFirstName} ${message.SenderLastName}`.trim();
    deps.mailer
      .send({
        to: recipient.Email,
        subject: message.Title ?? `New message from ${from}`,
        text: `${htmlToText(message.Message)}\n\n${from}\nAnswer in Tonic: ${deps.publicUrl}/\n`,
      })
      // A mail that cannot be sent leaves the message in place (the sender can try again); the
      // operator learns why.
      .catch(deps.onMailError);
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
              rooms: [rooms.user(senderId), rooms.user(user.Id)],
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
      const recipients = await recipientsOf(user, input);
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
        const submitted = await repo.submit(w.tx, drafts, iso(w.nowMs - MESSAGE_RULES.duplicateWindowMs));
        if (submitted.duplicate) return submitted;
        for (const m of submitted.messages) {
          w.log(
            newEvent({
              type: 'message:new',
              actorId: user.Id,
              rooms: [rooms.user(m.ToUserId), rooms.user(user.Id)],
              payload: { message: presentMessage(m) },
            }),
          );
          if (
            input.SendAsEmail &&
            (await repo.claimEmail(w.tx, m.Id, w.now, iso(w.nowMs - MESSAGE_RULES.emailDuplicateWindowMs)))
          ) {
            w.afterCommit(() => email(m));
          }
        }
        return submitted;
      });
      const first = result.messages[0]!;
      return {
        data: presentMessage(first),
        createMessageResult: {
          data: { Id: first.Id },
          recipientOnlineStatus: { data: await presence.states(recipients) },
        },
      };
    },

    async sendAsEmail(user: AuthedUser, id: number): Promise<boolean> {
      const message = await repo.find(id);
      if (!message || message.SentByUserId !== user.Id) throw new AppError('NOT_FOUND', { field: 'Id' });
      return work(async (w) => {
        if (!(await repo.claimEmail(w.tx, id, w.now, iso(w.nowMs - MESSAGE_RULES.emailDuplicateWindowMs))))
          return false;
        w.afterCommit(() => email(message));
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
              rooms: [rooms.user(message.ToUserId), rooms.user(user.Id)],
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
              rooms: [rooms.user(user.Id)],
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
