// The coaching schedule (schedule.php), injected into the one api. Open lists follow
// `slot:changed` (every signed-in tab is in its room); the booking page of a visitor without a
// session polls instead (BookSessionPage).

import type { Unsubscribe } from '@reduxjs/toolkit';
import { isStaffType } from '../../../shared/access';
import type * as schedule from '../../../shared/calls/schedule';
import type { OpenSlot, ScheduleSlot } from '../../../shared/calls/schedule';
import type * as users from '../../../shared/calls/users';
import { api } from '../../api/api';
import { type CallInput, type CallReply, fromContract } from '../../api/contract';
import { declareFreshness } from '../../base/freshness';
import { type AppStartListening, hasLoaded, onEvents, startAppListening } from '../../base/listeners';
import { scheduleCalls } from './calls';

export type { OpenSlot, ScheduleSlot };
export type BookingByToken = CallReply<typeof schedule.getBookingByToken>['data'];

const tagged = api.enhanceEndpoints({ addTagTypes: ['Schedule', 'OpenSlots'] });

export const scheduleApi = tagged.injectEndpoints({
  endpoints: (build) => ({
    getSchedule: build.query<ScheduleSlot[], boolean>({
      query: (Past) => fromContract(scheduleCalls.getSchedule).query({ Past }),
      transformResponse: (reply: CallReply<typeof schedule.getSchedule>) => reply.data,
      providesTags: ['Schedule'],
    }),
    saveSlot: build.mutation<ScheduleSlot, CallInput<typeof schedule.saveSlot>>({
      query: (input) => fromContract(scheduleCalls.saveSlot).query(input),
      transformResponse: (reply: CallReply<typeof schedule.saveSlot>) => reply.data,
      invalidatesTags: ['Schedule', 'OpenSlots'],
    }),
    removeSlot: build.mutation<number, number>({
      query: (Id) => fromContract(scheduleCalls.removeSlot).query({ Id }),
      transformResponse: (reply: CallReply<typeof schedule.removeSlot>) => reply.data.Id,
      invalidatesTags: ['Schedule', 'OpenSlots'],
    }),
    cancelBooking: build.mutation<ScheduleSlot, number>({
      query: (SlotId) => fromContract(scheduleCalls.cancelBooking).query({ SlotId }),
      transformResponse: (reply: CallReply<typeof schedule.cancelBooking>) => reply.data,
      invalidatesTags: ['Schedule', 'OpenSlots'],
    }),
    /** Staff who may coach (types 2 and 8): a school admin publishes times for any of them. */
    getScheduleCoaches: build.query<{ Id: number; Name: string }[], void>({
      query: () => fromContract(scheduleCalls.getUsers).query({ SortBy: 'FirstName', limit: 100 }),
      transformResponse: (reply: CallReply<typeof users.getUsers>) =>
        reply.data
          .filter((u) => isStaffType(u.UserType))
          .map((u) => ({ Id: u.Id, Name: `${u.FirstName} ${u.LastName}`.trim() || u.Username })),
    }),
    getOpenSlots: build.query<OpenSlot[], void>({
      query: () => fromContract(scheduleCalls.getOpenSlots).query({}),
      transformResponse: (reply: CallReply<typeof schedule.getOpenSlots>) => reply.data,
      providesTags: ['OpenSlots'],
    }),
    bookSlot: build.mutation<
      CallReply<typeof schedule.bookSlot>['data'],
      CallInput<typeof schedule.bookSlot>
    >({
      query: (input) => fromContract(scheduleCalls.bookSlot).query(input),
      transformResponse: (reply: CallReply<typeof schedule.bookSlot>) => reply.data,
      invalidatesTags: ['OpenSlots', 'Schedule'],
    }),
    getBookingByToken: build.query<BookingByToken, string>({
      query: (Token) => fromContract(scheduleCalls.getBookingByToken).query({ Token }),
      transformResponse: (reply: CallReply<typeof schedule.getBookingByToken>) => reply.data,
    }),
    cancelBookingByToken: build.mutation<boolean, string>({
      query: (Token) => fromContract(scheduleCalls.cancelBookingByToken).query({ Token }),
      transformResponse: (reply: CallReply<typeof schedule.cancelBookingByToken>) => reply.data.Cancelled,
      invalidatesTags: ['OpenSlots'],
    }),
  }),
});

export type ScheduleApi = typeof scheduleApi;

// The events the schedule follows: a changed slot refetches the coach's schedule and the open slots.
export function startScheduleRealtime(
  startListening: AppStartListening,
  scheduleApi: ScheduleApi,
): Unsubscribe {
  return startListening(
    onEvents(['slot:changed'], (_event, { dispatch, getState }) => {
      const state = getState();
      const { invalidateTags } = scheduleApi.util;
      if (hasLoaded(scheduleApi, state, 'getSchedule')) dispatch(invalidateTags(['Schedule']));
      if (hasLoaded(scheduleApi, state, 'getOpenSlots')) dispatch(invalidateTags(['OpenSlots']));
    }),
  );
}

startScheduleRealtime(startAppListening, scheduleApi);

declareFreshness(scheduleApi, {
  getSchedule: ['slot:changed'],
  getOpenSlots: ['slot:changed'],
  getScheduleCoaches: { static: 'the coach picker of the schedule form, read as the page opens' },
  getBookingByToken: { static: 'one booking read through its emailed link by its guest alone' },
});

export const {
  useGetScheduleQuery,
  useSaveSlotMutation,
  useRemoveSlotMutation,
  useCancelBookingMutation,
  useGetOpenSlotsQuery,
  useBookSlotMutation,
  useGetBookingByTokenQuery,
  useCancelBookingByTokenMutation,
  useGetScheduleCoachesQuery,
} = scheduleApi;
