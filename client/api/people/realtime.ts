// The events the people lists, a person's page and the own profile follow.
import type { Unsubscribe } from '@reduxjs/toolkit';
import { type AppStartListening, hasLoaded, loadedArgs, onEvents } from '../../app/listeners';
import type { PeopleApi } from './peopleApi';

export function startPeopleRealtime(startListening: AppStartListening, peopleApi: PeopleApi): Unsubscribe {
  return startListening(
    onEvents(['user:changed', 'company:changed'], (event, { dispatch, getState }) => {
      const state = getState();
      const { invalidateTags } = peopleApi.util;
      if (hasLoaded(peopleApi, state, 'getUsers')) dispatch(invalidateTags(['People']));
      if (event.type !== 'user:changed') return;
      const id = event.payload.UserId;
      if (loadedArgs(peopleApi, state, 'getUser').includes(id))
        dispatch(invalidateTags([{ type: 'People', id }]));
      if (hasLoaded(peopleApi, state, 'getMyProfile')) dispatch(invalidateTags(['MyProfile']));
    }),
  );
}
