// The branding page's saves and the head's checklist, injected into the one api. The checklist is
// worked out on the server from the school's data; it is asked again whenever an event says some
// of that data changed, so its steps tick themselves on an open page.
import type * as settings from '../../../shared/calls/settings';
import type { Brand, Checklist } from '../../../shared/calls/settings';
import { api } from '../../api/api';
import { type CallInput, type CallReply, fromContract } from '../../api/contract';
import { declareFreshness } from '../../base/freshness';
import { type AppStartListening, hasLoaded, onEvents, startAppListening } from '../../base/listeners';
import { schoolCalls } from './calls';

const tagged = api.enhanceEndpoints({ addTagTypes: ['Checklist'] });

export const schoolApi = tagged.injectEndpoints({
  endpoints: (build) => ({
    getChecklist: build.query<Checklist, void>({
      query: () => fromContract(schoolCalls.getChecklist).query({}),
      transformResponse: (reply: CallReply<typeof settings.getChecklist>) => reply.data,
      providesTags: ['Checklist'],
    }),
    dismissChecklist: build.mutation<Checklist, boolean>({
      query: (dismissed) => fromContract(schoolCalls.dismissChecklist).query({ dismissed }),
      transformResponse: (reply: CallReply<typeof settings.dismissChecklist>) => reply.data,
      invalidatesTags: ['Checklist'],
    }),
    // The settings follow from the push (settings:changed), on this tab as on every other.
    saveBrand: build.mutation<Brand, CallInput<typeof settings.saveBrand>>({
      query: (input) => fromContract(schoolCalls.saveBrand).query(input),
      transformResponse: (reply: CallReply<typeof settings.saveBrand>) => reply.data,
    }),
    sendTestMail: build.mutation<CallReply<typeof settings.sendTestMail>['data'], void>({
      query: () => fromContract(schoolCalls.sendTestMail).query({}),
      transformResponse: (reply: CallReply<typeof settings.sendTestMail>) => reply.data,
    }),
  }),
});

/** What the checklist's steps count: branding and test mail, courses, products, staff, codes, page texts. */
const CHECKLIST_EVENTS = [
  'settings:changed',
  'course:changed',
  'product:changed',
  'user:changed',
  'code:changed',
  'content:changed',
] as const;

export function startSchoolRealtime(startListening: AppStartListening, a: typeof schoolApi): () => void {
  return startListening(
    onEvents(CHECKLIST_EVENTS, (_event, { dispatch, getState }) => {
      if (hasLoaded(a, getState(), 'getChecklist')) dispatch(a.util.invalidateTags(['Checklist']));
    }),
  );
}
startSchoolRealtime(startAppListening, schoolApi);

declareFreshness(schoolApi, { getChecklist: CHECKLIST_EVENTS });

export const {
  useGetChecklistQuery,
  useDismissChecklistMutation,
  useSaveBrandMutation,
  useSendTestMailMutation,
} = schoolApi;
