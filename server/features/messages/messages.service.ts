// The rules of messaging (SPEC §4, §5): who may write to whom, system messages, duplicates,
// read receipts, email, removal. FromUserId always comes from the session (RELIABILITY.md 8).
import { isBlankHtml, MESSAGE_RULES, SYSTEM_USER_ID } from '../../../shared/messages';
import { rooms } from '../../../shared/realtime';
import { isAdmin, isStaff } from '../../../shared/users';
import { AppError } from '../../calls/appError';
import type { AuthedUser } from '../../calls/registry';
import type { EventBus } from '../../events/bus';
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
  bus: EventBus;
  presence: Presence;
  mailer: Mailer;
  publicUrl: string;
  canOpenCourse: (user: AuthedUser, courseId: number) => boolean;
  clock?: () => number;
}

export function createMessagesService(deps: MessagesDeps) {
  const { repo, bus, presence } = deps;
  const clock = deps.clock ?? Date.now;
  const iso = (ms: number) => new Date(ms).toISOString();

  /** Staff write to anyone; a student to their courses' coaches and to staff who wrote to them. */
  function mayMessage(user: AuthedUser, recipientId: number): boolean {
    if (recipientId === user.Id) return false;
    const recipient = repo.userById(recipientId);
    if (!recipient || recipient.Locked) return false;
    if (isStaff(user)) return true;
    return repo.coachesOfStudent(user.Id).includes(recipientId) || repo.hasWritten(recipientId, user.Id);
  }

  function recipientsOf(user: AuthedUser, input: SubmitInput): number[] {
    if (input.SendToCourseCoaches) {
      if (!input.CourseId || !deps.canOpenCourse(user, input.CourseId)) {
        throw new AppError('NO_COURSE_ACCESS', { field: 'CourseId' });
      }
      const coaches = repo.coachesOfCourse(input.CourseId).filter((id) => id !== user.Id);
      if (coaches.length === 0) throw new AppError('NO_COACHES', { field: 'CourseId' });
      return coaches;
    }
    if (input.UserId === SYSTEM_USER_ID) throw new AppError('SYSTEM_MESSAGE_NO_REPLY', { field: 'UserId' });
    if (input.UserId === undefined || !mayMessage(user, input.UserId)) {
      throw new AppError('RECIPIENT_NOT_ALLOWED', { field: 'UserId' });
    }
    return [input.UserId];
  }

  function email(message: MessageWithSender): void {
    const recipient = repo.userById(message.ToUserId);
    if (!recipient) return;
    const from = `${message.SenderFirstName} ${message.SenderLastName}`.trim();
    deps.mailer
      .send({
        to: recipient.Email,
        subject: message.Title ?? `New message from ${from}`,
        text: `${htmlToText(message.Message)}\n\n${from}\nAnswer in Tonic: ${deps.publicUrl}/\n`,
      })
      .catch(() => {
        // A mail that cannot be sent leaves the message in place; the sender can try again.
      });
  }

  return {
    mayMessage,

    list(
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
      const { rows, total } = repo.list({
        userId,
        otherId,
        after: input.LastDate ?? undefined,
        page: input.page,
        limit: input.limit,
      });
      return {
        data: rows.map(presentMessage),
        pagination: { page: input.page, total_pages: Math.max(1, Math.ceil(total / input.limit)) },
        unopened: repo.unopenedCount(userId),
      };
    },

    markOpened(user: AuthedUser, ids: number[]) {
      const now = iso(clock());
      const { opened, events } = repo.markOpened(user.Id, ids, now, (rows) => {
        const bySender = new Map<number, number[]>();
        for (const m of rows) bySender.set(m.SentByUserId, [...(bySender.get(m.SentByUserId) ?? []), m.Id]);
        return [...bySender].map(([senderId, Ids]) =>
          newEvent({
            type: 'message:opened',
            actorId: user.Id,
            rooms: [rooms.user(senderId), rooms.user(user.Id)],
            payload: { Ids, ShowedDate: now },
          }),
        );
      });
      bus.publish(events);
      return opened.map((m) => ({ Id: m.Id, ShowedDate: now, Showed: 1 as const }));
    },

    submit(user: AuthedUser, input: SubmitInput) {
      const html = sanitizeUserHtml(input.Message);
      if (isBlankHtml(html)) throw new AppError('MESSAGE_EMPTY', { field: 'Message' });
      const asSystem = input.SendAsNotification === true;
      if (asSystem && !isStaff(user)) throw new AppError('FORBIDDEN', { field: 'SendAsNotification' });
      const recipients = recipientsOf(user, input);
      const now = clock();
      const drafts = recipients.map((ToUserId) => ({
        ToUserId,
        FromUserId: asSystem ? SYSTEM_USER_ID : user.Id,
        SentByUserId: user.Id,
        Message: html,
        Title: input.Title?.trim() || null,
        CDate: iso(now),
        course_id: input.CourseId ?? null,
        course_part_id: input.CoursePartId ?? null,
        ClientId: input.ClientId ?? null,
      }));
      const result = repo.submit(drafts, iso(now - MESSAGE_RULES.duplicateWindowMs), (stored) =>
        stored.map((m) =>
          newEvent({
            type: 'message:new',
            actorId: user.Id,
            rooms: [rooms.user(m.ToUserId), rooms.user(user.Id)],
            payload: { message: presentMessage(m) },
          }),
        ),
      );
      bus.publish(result.events);
      if (input.SendAsEmail && !result.duplicate) {
        for (const m of result.messages)
          if (repo.claimEmail(m.Id, iso(now), iso(now - MESSAGE_RULES.emailDuplicateWindowMs))) email(m);
      }
      const first = result.messages[0]!;
      return {
        data: presentMessage(first),
        createMessageResult: {
          data: { Id: first.Id },
          recipientOnlineStatus: { data: recipients.map((id) => presence.state(id)) },
        },
      };
    },

    sendAsEmail(user: AuthedUser, id: number): boolean {
      const message = repo.find(id);
      if (!message || message.SentByUserId !== user.Id) throw new AppError('NOT_FOUND', { field: 'Id' });
      const now = clock();
      if (!repo.claimEmail(id, iso(now), iso(now - MESSAGE_RULES.emailDuplicateWindowMs))) return false;
      email(message);
      return true;
    },

    remove(user: AuthedUser, id: number, payloadUserId?: number): void {
      if (payloadUserId !== undefined && payloadUserId !== user.Id)
        throw new AppError('FORBIDDEN', { field: 'UserId' });
      const message = repo.find(id);
      const now = iso(clock());
      if (message?.SentByUserId === user.Id) {
        const event = newEvent({
          type: 'message:removed',
          actorId: user.Id,
          rooms: [rooms.user(message.ToUserId), rooms.user(user.Id)],
          payload: { Id: id },
        });
        bus.publish(repo.retract(id, event, now));
        return;
      }
      if (message?.ToUserId === user.Id && !message.RemovedByRecipient) {
        const event = newEvent({
          type: 'message:removed',
          actorId: user.Id,
          rooms: [rooms.user(user.Id)],
          payload: { Id: id },
        });
        bus.publish(repo.hideForRecipient(id, event, now));
        return;
      }
      throw new AppError('NOT_FOUND', { field: 'Id' });
    },

    contacts(user: AuthedUser) {
      const people = isStaff(user)
        ? repo.studentsOf(user.Id, isAdmin(user))
        : repo.usersByIds(repo.coachesOfStudent(user.Id));
      return people.map((p) => ({ ...p, ...presence.state(p.Id) }));
    },

    /** Staff may watch anyone's presence; a student only their courses' coaches. */
    mayWatch(user: AuthedUser, userIds: number[]): number[] {
      if (isStaff(user)) return userIds;
      const coaches = new Set(repo.coachesOfStudent(user.Id));
      return userIds.filter((id) => coaches.has(id));
    },
  };
}

export type MessagesService = ReturnType<typeof createMessagesService>;
