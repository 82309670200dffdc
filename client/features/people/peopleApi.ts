// People (users.php), injected into the one api. Lists and a person's page follow
// `user:changed` and `course:access`, so what another staff member changes shows at once.

import type { Unsubscribe } from '@reduxjs/toolkit';
import type * as editing from '../../../shared/calls/editing';
import type * as profile from '../../../shared/calls/profile';
import type { MyProfile } from '../../../shared/calls/profile';
import type * as users from '../../../shared/calls/users';
import type { UserDetail, UserRow } from '../../../shared/calls/users';
import { api } from '../../api/api';
import { type CallInput, type CallReply, fromContract } from '../../api/contract';
import { declareFreshness } from '../../base/freshness';
import {
  type AppStartListening,
  hasLoaded,
  loadedArgs,
  onEvents,
  startAppListening,
} from '../../base/listeners';
import { peopleCalls } from './calls';

export type { MyProfile, UserDetail, UserRow };
export type UserPage = Omit<CallReply<typeof users.getUsers>, 'status' | 'datetime'>;

const tagged = api.enhanceEndpoints({ addTagTypes: ['People', 'MyProfile', 'MyCourses', 'ScopedCourses'] });

export const peopleApi = tagged.injectEndpoints({
  endpoints: (build) => ({
    getUsers: build.query<UserPage, CallInput<typeof users.getUsers>>({
      query: (input) => fromContract(peopleCalls.getUsers).query(input),
      transformResponse: (reply: CallReply<typeof users.getUsers>) => ({
        data: reply.data,
        pagination: reply.pagination,
      }),
      providesTags: ['People'],
    }),
    getUser: build.query<UserDetail, number>({
      query: (Id) => fromContract(peopleCalls.getUser).query({ Id }),
      transformResponse: (reply: CallReply<typeof users.getUser>) => reply.data,
      providesTags: (_user, _error, id) => [{ type: 'People', id }],
    }),
    saveUser: build.mutation<UserRow, CallInput<typeof users.saveUser>>({
      query: (input) => fromContract(peopleCalls.saveUser).query(input),
      transformResponse: (reply: CallReply<typeof users.saveUser>) => reply.data,
      invalidatesTags: ['People'],
    }),
    grantCourseAccess: build.mutation<number, CallInput<typeof users.grantCourseAccess>>({
      query: (input) => fromContract(peopleCalls.grantCourseAccess).query(input),
      transformResponse: (reply: CallReply<typeof users.grantCourseAccess>) => reply.data.Granted,
      invalidatesTags: ['People'],
    }),
    revokeCourseAccess: build.mutation<boolean, CallInput<typeof users.revokeCourseAccess>>({
      query: (input) => fromContract(peopleCalls.revokeCourseAccess).query(input),
      transformResponse: (reply: CallReply<typeof users.revokeCourseAccess>) => reply.data.Revoked,
      invalidatesTags: ['People'],
    }),
    setUsersLocked: build.mutation<number, CallInput<typeof users.setUsersLocked>>({
      query: (input) => fromContract(peopleCalls.setUsersLocked).query(input),
      transformResponse: (reply: CallReply<typeof users.setUsersLocked>) => reply.data.Changed,
      invalidatesTags: ['People'],
    }),
    endUserSessions: build.mutation<number, number>({
      query: (Id) => fromContract(peopleCalls.endUserSessions).query({ Id }),
      transformResponse: (reply: CallReply<typeof users.endUserSessions>) => reply.data.Ended,
      invalidatesTags: ['People'],
    }),
    anonymiseUser: build.mutation<UserRow, number>({
      query: (Id) => fromContract(peopleCalls.anonymiseUser).query({ Id }),
      transformResponse: (reply: CallReply<typeof users.anonymiseUser>) => reply.data,
      invalidatesTags: ['People'],
    }),
    // Not `inviteUsers`: the companies feature's endpoint has that name in the same api.
    invitePeople: build.mutation<{ Id: number; Email: string }[], CallInput<typeof users.inviteUsers>>({
      query: (input) => fromContract(peopleCalls.inviteUsers).query(input),
      transformResponse: (reply: CallReply<typeof users.inviteUsers>) => reply.data.Invited,
      invalidatesTags: ['People'],
    }),
    getGrantableCourses: build.query<{ Id: number; Name: string }[], void>({
      query: () => fromContract(peopleCalls.getCourses).query({}),
      transformResponse: (reply: CallReply<typeof editing.getCourses>) =>
        reply.data.map((c) => ({ Id: c.Id, Name: c.Name })),
      // The courses the active company may grant: the chip's choice refetches them.
      providesTags: ['ScopedCourses'],
    }),
    getMyProfile: build.query<MyProfile, void>({
      query: () => fromContract(peopleCalls.getMyProfile).query({}),
      transformResponse: (reply: CallReply<typeof profile.getMyProfile>) => reply.data,
      providesTags: ['MyProfile'],
    }),
    saveMyProfile: build.mutation<MyProfile, CallInput<typeof profile.saveMyProfile>>({
      query: (input) => fromContract(peopleCalls.saveMyProfile).query(input),
      transformResponse: (reply: CallReply<typeof profile.saveMyProfile>) => reply.data,
      invalidatesTags: ['MyProfile'],
    }),
    changePassword: build.mutation<number, CallInput<typeof profile.changePassword>>({
      query: (input) => fromContract(peopleCalls.changePassword).query(input),
      transformResponse: (reply: CallReply<typeof profile.changePassword>) => reply.data.SessionsEnded,
    }),
  }),
});

export type PeopleApi = typeof peopleApi;

// The events the people lists, a person's page and the own profile follow.
export function startPeopleRealtime(startListening: AppStartListening, peopleApi: PeopleApi): Unsubscribe {
  return startListening(
    onEvents(['user:changed', 'company:changed', 'course:changed'], (event, { dispatch, getState }) => {
      const state = getState();
      const { invalidateTags } = peopleApi.util;
      if (event.type === 'course:changed') {
        if (hasLoaded(peopleApi, state, 'getGrantableCourses')) dispatch(invalidateTags(['ScopedCourses']));
        return;
      }
      if (hasLoaded(peopleApi, state, 'getUsers')) dispatch(invalidateTags(['People']));
      if (event.type !== 'user:changed') return;
      const id = event.payload.UserId;
      if (loadedArgs(peopleApi, state, 'getUser').includes(id))
        dispatch(invalidateTags([{ type: 'People', id }]));
      if (hasLoaded(peopleApi, state, 'getMyProfile')) dispatch(invalidateTags(['MyProfile']));
    }),
  );
}

startPeopleRealtime(startAppListening, peopleApi);

declareFreshness(peopleApi, {
  getUsers: ['user:changed', 'company:changed'],
  getUser: ['user:changed'],
  getGrantableCourses: ['course:changed'],
  getMyProfile: ['user:changed'],
});

export const {
  useGetUsersQuery,
  useGetUserQuery,
  useSaveUserMutation,
  useInvitePeopleMutation,
  useGrantCourseAccessMutation,
  useRevokeCourseAccessMutation,
  useSetUsersLockedMutation,
  useEndUserSessionsMutation,
  useAnonymiseUserMutation,
  useGetGrantableCoursesQuery,
  useGetMyProfileQuery,
  useSaveMyProfileMutation,
  useChangePasswordMutation,
} = peopleApi;
