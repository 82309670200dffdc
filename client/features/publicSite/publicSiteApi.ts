// The public site's calls injected into the one api: requests that become staff tasks, free
// lessons and the signed-in resources list.
import type * as publicSite from '../../../shared/calls/publicSite';
import { api } from '../../api/api';
import { type CallInput, type CallReply, fromContract } from '../../api/contract';
import { declareFreshness } from '../../base/freshness';
import { publicSiteCalls } from './calls';

export type FreeLessonList = CallReply<typeof publicSite.getFreeLessons>;
export type FreeLesson = FreeLessonList['data'][number];
export type FreeLessonPage = CallReply<typeof publicSite.getFreeLesson>['data'];
export type Resource = CallReply<typeof publicSite.getResources>['data'][number];

export const publicSiteApi = api
  .enhanceEndpoints({ addTagTypes: ['Resources', 'FreeLessons'] })
  .injectEndpoints({
    endpoints: (build) => ({
      requestCoachingSession: build.mutation<number, CallInput<typeof publicSite.requestCoachingSession>>({
        query: (input) => fromContract(publicSiteCalls.requestCoachingSession).query(input),
        transformResponse: (reply: CallReply<typeof publicSite.requestCoachingSession>) => reply.data.Id,
      }),
      sendContact: build.mutation<number, CallInput<typeof publicSite.sendContact>>({
        query: (input) => fromContract(publicSiteCalls.sendContact).query(input),
        transformResponse: (reply: CallReply<typeof publicSite.sendContact>) => reply.data.Id,
      }),
      getFreeLessons: build.query<FreeLessonList, void>({
        query: () => fromContract(publicSiteCalls.getFreeLessons).query({}),
        providesTags: ['FreeLessons'],
      }),
      getFreeLesson: build.query<FreeLessonPage, number>({
        query: (id) => fromContract(publicSiteCalls.getFreeLesson).query({ CoursePartId: id }),
        transformResponse: (reply: CallReply<typeof publicSite.getFreeLesson>) => reply.data,
      }),
      getResources: build.query<Resource[], void>({
        query: () => fromContract(publicSiteCalls.getResources).query({}),
        transformResponse: (reply: CallReply<typeof publicSite.getResources>) => reply.data,
        providesTags: ['Resources'],
      }),
      saveResource: build.mutation<Resource, CallInput<typeof publicSite.saveResource>>({
        query: (input) => fromContract(publicSiteCalls.saveResource).query(input),
        transformResponse: (reply: CallReply<typeof publicSite.saveResource>) => reply.data,
        invalidatesTags: ['Resources'],
      }),
      removeResource: build.mutation<number, number>({
        query: (id) => fromContract(publicSiteCalls.removeResource).query({ Id: id }),
        transformResponse: (reply: CallReply<typeof publicSite.removeResource>) => reply.data.Id,
        invalidatesTags: ['Resources'],
      }),
    }),
  });

export const {
  useRequestCoachingSessionMutation,
  useSendContactMutation,
  useGetFreeLessonsQuery,
  useGetFreeLessonQuery,
  useGetResourcesQuery,
  useSaveResourceMutation,
  useRemoveResourceMutation,
} = publicSiteApi;

declareFreshness(publicSiteApi, {
  getFreeLessons: { static: 'the public site’s lesson list, read as a visitor opens it' },
  getFreeLesson: { static: 'a public lesson, read as a visitor opens it' },
  getResources: { static: 'the resources page; its own editor refetches after each save' },
});
