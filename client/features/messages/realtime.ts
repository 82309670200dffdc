// The events the messages follow: the inbox and each open conversation take in new, opened and
// removed messages as they are pushed or caught up (the events poll while the socket is down is
// the one offline path, docs/decisions.md); a new message to me in the inbox plays the sound.
import type { Unsubscribe } from '@reduxjs/toolkit';
import { type AppStartListening, loadedArgs, onEvents } from '../../app/listeners';
import { selectSessionUser } from '../../session/sessionUser';
import { addMessage, applyOpened, removeMessage, setUnopened, unopenedOf } from './messageCache';
import type { MessagesApi } from './messagesApi';
import { playMessageSound } from './sounds';

export function startMessagesRealtime(
  startListening: AppStartListening,
  messagesApi: MessagesApi,
): Unsubscribe {
  return startListening(
    onEvents(['message:new', 'message:opened', 'message:removed'], (event, { dispatch, getState }) => {
      const state = getState();
      const me = selectSessionUser(state)?.Id ?? null;
      if (me === null) return;
      const { updateQueryData } = messagesApi.util;
      const conversations = loadedArgs(messagesApi, state, 'getConversation');
      if (event.type === 'message:new') {
        const { message } = event.payload;
        if (message.ToUserId === me) {
          let added = false;
          dispatch(
            updateQueryData('getInbox', undefined, (draft) => {
              added = addMessage(draft, message);
              if (added && message.ShowedDate === null) setUnopened(draft, unopenedOf(draft) + 1);
            }),
          );
          if (added) playMessageSound('incoming');
        }
        for (const otherId of conversations) {
          // Pushes reach only their sender and recipient: to them is mine, from them to me is theirs.
          const inConversation =
            message.ToUserId === otherId || (message.FromUserId === otherId && message.ToUserId === me);
          if (inConversation)
            dispatch(updateQueryData('getConversation', otherId, (draft) => void addMessage(draft, message)));
        }
      } else if (event.type === 'message:opened') {
        const { Ids, ShowedDate } = event.payload;
        dispatch(
          updateQueryData('getInbox', undefined, (draft) => {
            setUnopened(draft, unopenedOf(draft) - applyOpened(draft, Ids, ShowedDate, me));
          }),
        );
        for (const otherId of conversations)
          dispatch(
            updateQueryData(
              'getConversation',
              otherId,
              (draft) => void applyOpened(draft, Ids, ShowedDate, me),
            ),
          );
      } else {
        const { Id } = event.payload;
        dispatch(
          updateQueryData('getInbox', undefined, (draft) => {
            const removed = removeMessage(draft, Id);
            if (removed && removed.ToUserId === me && removed.ShowedDate === null)
              setUnopened(draft, unopenedOf(draft) - 1);
          }),
        );
        for (const otherId of conversations)
          dispatch(updateQueryData('getConversation', otherId, (draft) => void removeMessage(draft, Id)));
      }
    }),
  );
}
