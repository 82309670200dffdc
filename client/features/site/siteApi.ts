// The public site's calls injected into the one api: requests that become staff tasks, free
// lessons and the signed-in resources list.
import type * as site from '../../../shared/calls/publicSite';
import { api } from '../../api/api';
import { type CallInput, type CallReply, fromContract } from '../../api/contract';
import { siteCalls } from './calls';

export type FreeLessonList = CallReply<typeof site.getFreeLessons>;
export type FreeLesson = FreeLessonList['data'][number];
export type FreeLessonPage = CallReply<typeof site.getFreeLesson>['data'];
export type Resource = CallReply<typeof site.getResources>['data'][number];

export const siteApi = api.enhanceEndpoints({ addTagTypes: ['Resources', 'FreeLessons'] }).injectEndpoints({
  endpoints: (build) => ({
    requestCoachingSession: build.mutation<number, CallInput<typeof site.requestCoachingSession>>({
      query: (input) => fromContract(siteCalls.requestCoachingSession).query(input),
      transformResponse: (reply: CallReply<typeof site.requestCoachingSession>) => reply.data.Id,
    }),
    sendContact: build.mutation<number, CallInput<typeof site.sendContact>>({
      query: (input) => fromContract(siteCalls.sendContact).query(input),
      transformResponse: (reply: CallReply<typeof site.sendContact>) => reply.data.Id,
    }),
    getFreeLessons: build.query<FreeLessonList, void>({
      query: () => fromContract(siteCalls.getFreeLessons).query({}),
      providesTags: ['FreeLessons'],
    }),
    getFreeLesson: build.query<FreeLessonPage, number>({
      query: (id) => fromContract(siteCalls.getFreeLesson).query({ CoursePartId: id }),
      transformResponse: (reply: CallReply<typeof site.getFreeLesson>) => reply.data,
    }),
    getResources: build.query<Resource[], void>({
      query: () => fromContract(siteCalls.getResources).query({}),
      transformResponse: (reply: CallReply<typeof site.getResources>) => reply.data,
      providesTags: ['Resources'],
    }),
    saveResource: build.mutation<Resource, CallInput<typeof site.saveResource>>({
      query: (input) => fromContract(siteCalls.saveResource).query(input),
      transformResponse: (reply: CallReply<typeof site.saveResource>) => reply.data,
      invalidatesTags: ['Resources'],
    }),
    removeResource: build.mutation<number, number>({
      query: (id) => fromContract(siteCalls.removeResource).query({ Id: id }),
      transformResponse: (reply: CallReply<typeof site.removeResource>) => reply.data.Id,
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
} = siteApi;
