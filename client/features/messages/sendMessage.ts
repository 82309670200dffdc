// Sending a chat message (SPEC §4, §5): the guard decides, the send shows at once as pending
// under its ClientId, and stays (failed, with retry) until the server has stored it; a retry
// reuses the ClientId, so the server stores it once. A recipient who is offline after the send
// is offered an email of it.
import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { asCallError } from '../../api/callError';
import type { RootState } from '../../base/store';
import { selectSessionUser } from '../../session/sessionUser';
import { addMessage, markRepliedFrom } from './messageCache';
import { messagesApi } from './messagesApi';
import {
  emailOffered,
  emailRequested,
  type OutboxEntry,
  selectEmailedAt,
  selectLastSend,
  selectOutbox,
  sendFailed,
  sendQueued,
  sendRetried,
  sendStored,
} from './messagesSlice';
import { judgeSend, mayEmailAgain, newClientId, type SendVerdict } from './sendGuard';
import { playMessageSound } from './sounds';

type Thunk<R> = ThunkAction<R, RootState, unknown, UnknownAction>;

export interface ChatSend {
  toUserId: number;
  /** The recipient's name, for the offer to email them. */
  toName: string;
  html: string;
  courseId: number | null;
  coursePartId: number | null;
}

function deliver(entry: OutboxEntry, toName: string): Thunk<Promise<void>> {
  return async (dispatch, getState) => {
    const me = selectSessionUser(getState());
    try {
      const reply = await dispatch(
        messagesApi.endpoints.submitMessage.initiate({
          UserId: entry.toUserId,
          FromUserId: me?.Id,
          Message: entry.html,
          CourseId: entry.courseId,
          CoursePartId: entry.coursePartId,
          ClientId: entry.clientId,
        }),
      ).unwrap();
      dispatch(
        messagesApi.util.updateQueryData('getConversation', entry.toUserId, (draft) => {
          addMessage(draft, reply.data);
        }),
      );
      dispatch(
        messagesApi.util.updateQueryData('getInbox', undefined, (draft) => {
          markRepliedFrom(draft, entry.toUserId, reply.data.CDate);
        }),
      );
      dispatch(sendStored(entry.clientId));
      const recipients = reply.createMessageResult.recipientOnlineStatus.data;
      if (recipients.length > 0 && recipients.every((recipient) => !recipient.Online)) {
        dispatch(emailOffered({ messageId: reply.data.Id, name: toName }));
      }
    } catch (error) {
      const failure = asCallError(error);
      dispatch(
        sendFailed({
          clientId: entry.clientId,
          errorCode: failure.kind === 'failure' ? failure.failure.error_code : null,
        }),
      );
    }
  };
}

/** Sends unless the guard ignores it; answers the guard's verdict. */
export function sendChatMessage(send: ChatSend, now = Date.now()): Thunk<SendVerdict> {
  return (dispatch, getState) => {
    const verdict = judgeSend(selectLastSend(getState()), send.toUserId, send.html, now);
    if (verdict !== 'send') return verdict;
    const entry: OutboxEntry = {
      clientId: newClientId(),
      toUserId: send.toUserId,
      html: send.html,
      createdAt: new Date(now).toISOString(),
      courseId: send.courseId,
      coursePartId: send.coursePartId,
      status: 'pending',
      errorCode: null,
    };
    dispatch(sendQueued({ entry, at: now }));
    playMessageSound('send');
    void dispatch(deliver(entry, send.toName));
    return verdict;
  };
}

/** Sends a failed message again under the same ClientId. */
export function retrySend(clientId: string, toName: string): Thunk<void> {
  return (dispatch, getState) => {
    const entry = selectOutbox(getState())[clientId];
    if (entry?.status !== 'failed') return;
    dispatch(sendRetried(clientId));
    void dispatch(deliver(entry, toName));
  };
}

/** Emails a sent message to its offline recipient; again within 10 s does nothing ('skipped'). */
export function emailMessage(
  messageId: number,
  now = Date.now(),
): Thunk<Promise<'sent' | 'skipped' | 'failed'>> {
  return async (dispatch, getState) => {
    if (!mayEmailAgain(selectEmailedAt(getState())[messageId], now)) return 'skipped';
    dispatch(emailRequested({ messageId, at: now }));
    try {
      const sent = await dispatch(messagesApi.endpoints.sendMessageAsEmail.initiate(messageId)).unwrap();
      return sent ? 'sent' : 'skipped';
    } catch {
      return 'failed';
    }
  };
}
