// The work queue (tasks.php), injected into the one api. Lists and open tasks follow
// `task:changed` (realtime.ts), so a support request shows in every open queue at once.

import type { Unsubscribe } from '@reduxjs/toolkit';
import type * as editing from '../../../shared/calls/editing';
import type * as tasks from '../../../shared/calls/tasks';
import type { Task } from '../../../shared/calls/tasks';
import { api } from '../../api/api';
import { type CallInput, type CallReply, fromContract } from '../../api/contract';
import { declareFreshness } from '../../base/freshness';
import { type AppStartListening, loadedArgs, onEvents, startAppListening } from '../../base/listeners';
import { taskCalls } from './calls';

export type { Task };
export type TaskPage = Omit<CallReply<typeof tasks.getTasks>, 'status' | 'datetime'>;

const tagged = api.enhanceEndpoints({ addTagTypes: ['Tasks'] });

export const tasksApi = tagged.injectEndpoints({
  endpoints: (build) => ({
    getTasks: build.query<TaskPage, CallInput<typeof tasks.getTasks>>({
      query: (input) => fromContract(taskCalls.getTasks).query(input),
      transformResponse: (reply: CallReply<typeof tasks.getTasks>) => ({
        data: reply.data,
        pagination: reply.pagination,
        open_count: reply.open_count,
      }),
      providesTags: ['Tasks'],
    }),
    getTask: build.query<Task, number>({
      query: (Id) => fromContract(taskCalls.getTask).query({ Id }),
      transformResponse: (reply: CallReply<typeof tasks.getTask>) => reply.data,
      providesTags: ['Tasks'],
    }),
    getTaskCourses: build.query<{ Id: number; Name: string }[], void>({
      query: () => fromContract(taskCalls.getCourses).query({}),
      transformResponse: (reply: CallReply<typeof editing.getCourses>) =>
        reply.data.map((c) => ({ Id: c.Id, Name: c.Name })),
    }),
    updateTask: build.mutation<Task, CallInput<typeof tasks.updateTask>>({
      query: (input) => fromContract(taskCalls.updateTask).query(input),
      transformResponse: (reply: CallReply<typeof tasks.updateTask>) => reply.data,
      invalidatesTags: ['Tasks'],
    }),
  }),
});

export type TasksApi = typeof tasksApi;

// The events the work queue follows: `task:changed` refetches the open queues and an open task
// it is about, so a support request shows in every open queue at once.
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

startTasksRealtime(startAppListening, tasksApi);

declareFreshness(tasksApi, {
  getTasks: ['task:changed'],
  getTask: ['task:changed'],
  getTaskCourses: { static: 'the course filter’s choices, read as the task list opens' },
});

export const { useGetTasksQuery, useGetTaskQuery, useUpdateTaskMutation, useGetTaskCoursesQuery } = tasksApi;
