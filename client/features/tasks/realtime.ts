// The events the work queue follows: `task:changed` refetches the open queues and an open task
// it is about, so a support request shows in every open queue at once.
import type { Unsubscribe } from '@reduxjs/toolkit';
import { type AppStartListening, loadedArgs, onEvents } from '../../app/listeners';
import type { TasksApi } from './tasksApi';

export function startTasksRealtime(startListening: AppStartListening, tasksApi: TasksApi): Unsubscribe {
  return startListening(
    onEvents(['task:changed'], (event, { dispatch, getState }) => {
      const lists = loadedArgs(tasksApi, getState(), 'getTasks');
      const open = loadedArgs(tasksApi, getState(), 'getTask');
      if (lists.length > 0 || open.includes(event.payload.task.Id))
        dispatch(tasksApi.util.invalidateTags(['Tasks']));
    }),
  );
}
