// The messages calls (SPEC §7 messages.php, support.php, coach_manager.php get_coaches), injected
// into the one api. The inbox and each open conversation follow pushes live (realtime.ts: message:new,
// message:opened, message:removed). A call answered UNAUTHORIZED ends the session (SPEC §8).
import i18n from 'i18next';
import type * as courses from '../../../shared/calls/courses';
import type * as messages from '../../../shared/calls/messages';
import { api } from '../../api/api';
import { asCallError } from '../../api/callError';
import { type CallInput, type CallReply, fromContract } from '../../api/contract';
import { startAppListening } from '../../app/listeners';
import type { RootState } from '../../app/store';
import { showToast } from '../../components/toast';
import { endSessionLocally } from '../../session/endSession';
import { selectSessionStatus, selectSigningOut } from '../../session/sessionSlice';
import { selectSessionUser } from '../../session/sessionUser';
import { messageCalls } from './calls';
import {
  applyOpened,
  type MessagesPage,
  nextPageParam,
  type PagedMessages,
  setUnopened,
  unopenedOf,
} from './messageCache';
import { startMessagesRealtime } from './realtime';
import { MESSAGE_RULES } from './rules';

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
startMessagesRealtime(startAppListening, messagesApi);

export const {
  useGetInboxInfiniteQuery,
  useGetConversationInfiniteQuery,
  useMarkMessagesAsOpenedMutation,
  useSendMessageAsEmailMutation,
  useGetContactsQuery,
  useSendSupportMutation,
  useLazyGetCourseCoachesQuery,
} = messagesApi;
