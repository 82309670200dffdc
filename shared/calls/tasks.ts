// The staff work queue (tasks.php, SPEC §7): support requests, contact and coaching requests,
// exam reviews and bookings, each a task staff take, note, date and complete.

import { type Task, taskSchema } from '../entities/task';
import { z } from '../zod';
import * as address from './addresses/tasks';
import { defineCall } from './define';

const id = z.coerce.number().int().min(1).max(2_147_483_647);
const when = z.string().datetime({ offset: true });

export const TASK_CONDITIONS = ['all', 'mine', 'open', 'done'] as const;

export { type Task, taskSchema };

export const getTasks = defineCall({
  ...address.getTasks,
  summary:
    'The work queue, newest first: mine, open, done or all; the trash apart; by course or type; paged.',
  input: z.object({
    UserId: z.coerce.number().int().optional(),
    Condition: z.enum(TASK_CONDITIONS).default('open'),
    isTrash: z
      .union([z.boolean(), z.literal(0), z.literal(1)])
      .transform((v) => v === true || v === 1)
      .default(false),
    CourseId: z.coerce.number().int().min(1).optional(),
    TaskType: z.coerce.number().int().optional(),
    page: z.coerce.number().int().min(1).default(1),
    limit: z.coerce.number().int().min(1).max(100).default(25),
  }),
  output: z.object({
    data: z.array(taskSchema),
    pagination: z.object({ page: z.number().int(), total_pages: z.number().int() }),
    open_count: z.number().int(),
  }),
});

export const getTask = defineCall({
  ...address.getTask,
  summary: 'One task.',
  input: z.object({ Id: id }),
  output: z.object({ data: taskSchema }),
});

export const createTask = defineCall({
  ...address.createTask,
  summary: 'Add a task to the queue; every open queue shows it at once.',
  input: z.object({
    Task: z.object({
      TaskType: z.coerce.number().int().min(1).max(99),
      Description: z.string().trim().min(1).max(5000),
      Note: z.string().max(5000).default(''),
      UserId: id.nullable().optional(),
      CourseId: id.nullable().optional(),
      CoursePartId: id.nullable().optional(),
      EventStartDate: when.nullable().optional(),
    }),
  }),
  output: z.object({ data: z.object({ Id: z.number().int() }) }),
});

export const updateTask = defineCall({
  ...address.updateTask,
  summary:
    'Take (TaskOwner = your id), release (-1), note, date, complete or trash a task. Taking one someone else holds answers TASK_TAKEN.',
  input: z.object({
    UserId: z.coerce.number().int().optional(),
    UserRealName: z.string().max(200).optional(),
    CourseName: z.string().max(200).optional(),
    Task: z.object({
      Id: id,
      Description: z.string().trim().min(1).max(5000).optional(),
      Note: z.string().max(5000).optional(),
      TaskOwner: z.coerce.number().int().min(-1).optional(),
      CompleteTheTask: z.boolean().optional(),
      Trashed: z.boolean().optional(),
    }),
    EventStartDate: when.nullable().optional(),
  }),
  output: z.object({ data: taskSchema }),
});
