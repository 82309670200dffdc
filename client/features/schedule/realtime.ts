// The events the schedule follows: a changed slot refetches the coach's schedule and the open slots.
import type { Unsubscribe } from '@reduxjs/toolkit';
import { type AppStartListening, hasLoaded, onEvents } from '../../app/listeners';
import type { ScheduleApi } from './scheduleApi';

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
