// A send to one other person on PostgreSQL (the usual send) in two round trips of its own, BEGIN
// and COMMIT included (docs/decisions.md "A send on PostgreSQL in two round trips"). The rules
// are the general path's: the recipient rule (recipients.ts) decides on facts read in the first
// round trip, a refusal rolls back having written nothing, a copy of an earlier send answers
// that one, and the rows, events and pushes are the ones the general path makes.
import { MESSAGE_RULES } from '../../../shared/messages';
import { isStaff } from '../../../shared/users';
import { AppError } from '../../calls/appError';
import type { AuthedUser } from '../../calls/registry';
import { isUniqueViolation } from '../../db/engineErrors';
import type { NewEvent } from '../../db/unitOfWork';
import { appendDrawnOnPostgres } from '../../events/drawnAppend';
import { isSchoolStaff } from '../../scope/policy';
import { newNotificationEvent } from '../notifications/notifications.service';
import type { MessageWithSender, NewMessage } from './messages.repo';
import type { MessagesDeps } from './messages.service';
import { type RecipientRow, recipientAllowed } from './recipients';
import { sendFacts, WRITE_EVENTS_FROM, writeSend } from './sendOnPostgres';

export interface SentToOne {
  message: MessageWithSender;
  duplicate: boolean;
  recipient: RecipientRow;
}

/**
 * Sends `draft` (its CDate is set here, to the unit's time) from `user` under the sender's name
 * `name`; `messageNew` is the message:new event of a stored message.
 */
export async function sendToOne(
  deps: MessagesDeps,
  user: AuthedUser,
  draft: Omit<NewMessage, 'CDate'>,
  name: { FirstName: string; LastName: string },
  messageNew: (m: MessageWithSender) => NewEvent,
): Promise<SentToOne> {
  const named = (m: Omit<MessageWithSender, 'SenderFirstName' | 'SenderLastName'>): MessageWithSender => ({
    ...m,
    SenderFirstName: name.FirstName,
    SenderLastName: name.LastName,
  });
  try {
    return await deps.work(async (w) => {
      const sent = { ...draft, CDate: w.now };
      const since = new Date(w.nowMs - MESSAGE_RULES.duplicateWindowMs).toISOString();
      const facts = await sendFacts(w.tx, sent, since, {
        wall: !isSchoolStaff(user),
        studentRule: !isStaff(user),
      });
      const recipient = await recipientAllowed(user, sent.ToUserId, {
        recipient: facts.recipient,
        companyIds: () => facts.companyIds,
        coachesSender: () => facts.coachesSender,
        wroteToSender: () => facts.wroteToSender,
      });
      if (!recipient) throw new AppError('RECIPIENT_NOT_ALLOWED', { field: 'UserId' });
      if (facts.same) return { message: named(facts.same), duplicate: true, recipient };
      if (!facts.ids) throw new Error('no ids drawn for the send');
      const message = named({
        Id: facts.ids.message,
        ToUserId: sent.ToUserId,
        FromUserId: sent.FromUserId,
        SentByUserId: sent.SentByUserId,
        Message: sent.Message,
        Title: sent.Title ?? null,
        CDate: sent.CDate,
        ShowedDate: null,
        ReplyDate: null,
        course_id: sent.course_id ?? null,
        course_part_id: sent.course_part_id ?? null,
        ClientId: sent.ClientId ?? null,
        EmailedAt: null,
        RemovedByRecipient: false,
      });
      // The feed's row, as `notify` (server/features/notifications) stores it.
      const notification = {
        Id: facts.ids.notification,
        UserId: message.ToUserId,
        Type: 'message',
        Payload: JSON.stringify({
          MessageId: message.Id,
          FromUserId: message.FromUserId,
          FromName: `${message.SenderFirstName} ${message.SenderLastName}`.trim(),
        }),
        SubjectId: message.Id,
        At: w.now,
        ReadAt: null,
      };
      const events = appendDrawnOnPostgres(
        [newNotificationEvent(notification, facts.unread, user.Id), messageNew(message)],
        facts.ids.events,
        w.now,
        WRITE_EVENTS_FROM,
      );
      w.logAppended(events.stored);
      writeSend(w.tx, message, notification, events);
      return { message, duplicate: false, recipient };
    });
  } catch (error) {
    // A send of the same ClientId stored in between (outside this sender's lock): that one stands.
    if (!draft.ClientId || !isUniqueViolation(error)) throw error;
    const same = await deps.repo.sentWithClientId(draft.SentByUserId, draft.ClientId);
    const recipient = same && (await deps.repo.userById(same.ToUserId));
    if (!same || !recipient) throw error;
    return { message: named(same), duplicate: true, recipient };
  }
}
