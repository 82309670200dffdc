// The messages calls (SPEC §7 messages.php, support.php, coach_manager.php get_coaches), injected
// into the one api. The inbox and each open conversation follow pushes live (realtime.ts: message:new,
// message:opened, message:removed). A call answered UNAUTHORIZED ends the session (SPEC §8).

import type { Unsubscribe } from '@reduxjs/toolkit';
import i18n from 'i18next';
import type * as courses from '../../../shared/calls/courses';
import type * as messages from '../../../shared/calls/messages';
import { api } from '../../api/api';
import { asCallError } from '../../api/callError';
import { type CallInput, type CallReply, fromContract } from '../../api/contract';
import { declareFreshness } from '../../base/freshness';
import { type AppStartListening, loadedArgs, onEvents, startAppListening } from '../../base/listeners';
import type { RootState } from '../../base/store';
import { showToast } from '../../components/toast';
import { endSessionLocally } from '../../session/endSession';
import { selectSessionStatus, selectSigningOut } from '../../session/sessionSlice';
import { selectSessionUser } from '../../session/sessionUser';
import { messageCalls } from './calls';
import {
  addMessage,
  applyOpened,
  type MessagesPage,
  nextPageParam,
  type PagedMessages,
  removeMessage,
  setUnopened,
  unopenedOf,
} from './messageCache';
import { MESSAGE_RULES } from './rules';
import { playMessageSound } from './sounds';

export type Contact = CallReply<typeof messages.getContacts>['data'][number];
export type Coach = CallReply<typeof courses.getCoaches>['data'][number];
export type SubmitReply = CallReply<typeof messages.submitMessage>;
export type SubmitInput = CallInput<typeof messages.submitMessage>;

interface Lifecycle {
  dispatch: (action: unknown) => unknown;
  getState: () => unknown;
  queryFulfilled: Promise<unknown>;
}

function sessionStillOpen(getState: () => unknown): boolean {
  const state = getState() as RootState;
  return selectSessionStatus(state) === 'signedIn' && !selectSigningOut(state);
}

/** SPEC §8: "Messages: UNAUTHORIZED forces logout." */
async function signOutWhenUnauthorized(
  _arg: unknown,
  { dispatch, queryFulfilled, getState }: Lifecycle,
): Promise<void> {
  try {
    await queryFulfilled;
  } catch (rejection) {
    const error = asCallError((rejection as { error?: unknown }).error);
    // A reply to a call sent before the person signed out themselves ends nothing more.
    if (!sessionStillOpen(getState)) return;
    if (error.kind === 'failure' && error.failure.status === 'UNAUTHORIZED') {
      endSessionLocally(dispatch as Parameters<typeof endSessionLocally>[0]);
      showToast({ id: 'session-ended', message: i18n.t('auth.sessionEnded'), color: 'orange' });
    }
  }
}

function myId(getState: () => unknown): number | null {
  return selectSessionUser(getState() as RootState)?.Id ?? null;
}

function pageOf(reply: CallReply<typeof messages.getMessages>): MessagesPage {
  return { data: reply.data, pagination: reply.pagination, unopened: reply.unopened };
}

const pages = {
  initialPageParam: 1,
  getNextPageParam: (last: MessagesPage, all: MessagesPage[], lastParam: number) =>
    nextPageParam(last, all, lastParam),
};

export const messagesApi = api.enhanceEndpoints({ addTagTypes: ['Contacts'] }).injectEndpoints({
  endpoints: (build) => ({
    /** The user's messages, newest first, 25 a page, at most 100 kept (SPEC §9). */
    getInbox: build.infiniteQuery<MessagesPage, void, number>({
      infiniteQueryOptions: pages,
      query: ({ pageParam }) =>
        fromContract(messageCalls.getMessages).query({ page: pageParam, limit: MESSAGE_RULES.pageSize }),
      transformResponse: pageOf,
      onQueryStarted: signOutWhenUnauthorized,
    }),

    /** The conversation with one person (both directions), newest first. */
    getConversation: build.infiniteQuery<MessagesPage, number, number>({
      infiniteQueryOptions: pages,
      query: ({ queryArg, pageParam }) =>
        fromContract(messageCalls.getMessages).query({
          IsChat: true,
          FromUserId: queryArg,
          page: pageParam,
          limit: MESSAGE_RULES.pageSize,
        }),
      transformResponse: pageOf,
      onQueryStarted: signOutWhenUnauthorized,
    }),

    markMessagesAsOpened: build.mutation<CallReply<typeof messages.markMessagesAsOpened>['data'], number[]>({
      query: (ids) => fromContract(messageCalls.markMessagesAsOpened).query(ids.map((Id) => ({ Id }))),
      transformResponse: (reply: CallReply<typeof messages.markMessagesAsOpened>) => reply.data,
      async onQueryStarted(ids, lifecycle) {
        await signOutWhenUnauthorized(ids, lifecycle);
        const { dispatch, queryFulfilled, getState } = lifecycle;
        const opened = await queryFulfilled.then((result) => result.data).catch(() => null);
        const me = myId(getState);
        if (!opened || opened.length === 0 || me === null) return;
        const showedDate = opened[0]!.ShowedDate;
        dispatch(
          messagesApi.util.updateQueryData('getInbox', undefined, (draft: PagedMessages) => {
            const count = applyOpened(
              draft,
              opened.map((row) => row.Id),
              showedDate,
              me,
            );
            setUnopened(draft, unopenedOf(draft) - count);
          }),
        );
      },
    }),

    submitMessage: build.mutation<SubmitReply, SubmitInput>({
      query: (input) => fromContract(messageCalls.submitMessage).query(input),
      onQueryStarted: signOutWhenUnauthorized,
    }),

    /** Answers false when the server skipped it (the same message emailed within 10 s). */
    sendMessageAsEmail: build.mutation<boolean, number>({
      query: (id) => fromContract(messageCalls.sendMessageAsEmail).query({ Id: id }),
      transformResponse: (reply: CallReply<typeof messages.sendMessageAsEmail>) => reply.data.sent,
      onQueryStarted: signOutWhenUnauthorized,
    }),

    /** A student's coaches, or a coach's students, with their presence. */
    getContacts: build.query<Contact[], void>({
      query: () => fromContract(messageCalls.getContacts).query({}),
      transformResponse: (reply: CallReply<typeof messages.getContacts>) => reply.data,
      providesTags: ['Contacts'],
      onQueryStarted: signOutWhenUnauthorized,
    }),

    sendSupport: build.mutation<number, CallInput<typeof messages.sendSupport>>({
      query: (input) => fromContract(messageCalls.sendSupport).query(input),
      transformResponse: (reply: CallReply<typeof messages.sendSupport>) => reply.data.Id,
      onQueryStarted: signOutWhenUnauthorized,
    }),

    /** The coaches of a course, first one first (for the help button). */
    getCourseCoaches: build.query<Coach[], number>({
      query: (courseId) =>
        fromContract(messageCalls.getCoaches).query({ CourseId: courseId, PostType: 'course' }),
      transformResponse: (reply: CallReply<typeof courses.getCoaches>) => reply.data,
    }),
  }),
});

export type MessagesApi = typeof messagesApi;

// The events the messages follow: the inbox and each open conversation take in new, opened and
// removed messages as they are pushed or caught up (the events poll while the socket is down is
// the one offline path, docs/decisions.md); a new message to me in the inbox plays the sound.
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

startMessagesRealtime(startAppListening, messagesApi);

declareFreshness(messagesApi, {
  getInbox: ['message:new', 'message:opened', 'message:removed'],
  getConversation: ['message:new', 'message:opened', 'message:removed'],
  getContacts: {
    static: 'a person’s coaches or students, read as the page opens; presence follows its own watch',
  },
  getCourseCoaches: { static: 'who to ask for help on a course, read as the help button opens' },
});

export const {
  useGetInboxInfiniteQuery,
  useGetConversationInfiniteQuery,
  useMarkMessagesAsOpenedMutation,
  useSendMessageAsEmailMutation,
  useGetContactsQuery,
  useSendSupportMutation,
  useLazyGetCourseCoachesQuery,
} = messagesApi;
