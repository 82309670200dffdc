// The habit calls (habits.php): the learner's streak and goal, and its settings. The cached habit
// follows habit:changed, which reaches every device of the learner, so the top bar's ring and the
// profile change wherever they are open.
import type { Unsubscribe } from '@reduxjs/toolkit';
import type * as habits from '../../../shared/calls/habits';
import type { Habit } from '../../../shared/entities/habit';
import { api } from '../../api/api';
import { type CallInput, type CallReply, fromContract } from '../../api/contract';
import { declareFreshness } from '../../base/freshness';
import { type AppStartListening, hasLoaded, onEvents, startAppListening } from '../../base/listeners';
import { habitCalls } from './calls';

type SaveSettings = typeof habits.saveHabitSettings;
export type HabitSettingsInput = CallInput<SaveSettings>;

export const habitsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getHabit: build.query<Habit, void>({
      query: () => fromContract(habitCalls.getHabit).query({}),
      transformResponse: (reply: CallReply<typeof habits.getHabit>) => reply.data,
    }),
    saveHabitSettings: build.mutation<Habit, CallInput<SaveSettings>>({
      query: (input) => fromContract(habitCalls.saveHabitSettings).query(input),
      transformResponse: (reply: CallReply<SaveSettings>) => reply.data,
      async onQueryStarted(_input, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(habitsApi.util.upsertQueryData('getHabit', undefined, data));
      },
    }),
  }),
});

type HabitsApi = typeof habitsApi;

export function startHabitsRealtime(startListening: AppStartListening, habitApi: HabitsApi): Unsubscribe {
  return startListening(
    onEvents(['habit:changed'], ({ payload: event }, { dispatch, getState }) => {
      if (!hasLoaded(habitApi, getState(), 'getHabit')) return;
      const { eventId: _id, at: _at, ...habit } = event;
      dispatch(habitApi.util.updateQueryData('getHabit', undefined, () => habit));
    }),
  );
}

startHabitsRealtime(startAppListening, habitsApi);

declareFreshness(habitsApi, { getHabit: ['habit:changed'] });

export const { useGetHabitQuery, useSaveHabitSettingsMutation } = habitsApi;
