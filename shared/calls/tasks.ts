// The staff work queue (tasks.php, SPEC §7): support requests, contact and coaching requests,
// exam reviews and bookings, each a task staff take, note, date and complete.
import { z } from 'zod';
import * as address from './addresses/tasks';
import { defineCall } from './define';

const id = z.coerce.number().int().min(1).max(2_147_483_647);
const when = z.string().datetime({ offset: true });

export const TASK_CONDITIONS = ['all', 'mine', 'open', 'done'] as const;

export const taskSchema = z.object({
  Id: z.number().int(),
  TaskType: z.number().int(),
  Description: z.string(),
  Note: z.string(),
  /** -1: nobody has taken it yet. */
  TaskOwner: z.number().int(),
  UserId: z.number().int().nullable(),
  UserFileId: z.number().int().nullable(),
  CourseId: z.number().int().nullable(),
  CoursePartId: z.number().int().nullable(),
  UserExamId: z.number().int().nullable(),
  /** The due or event date. */
  EventStartDate: z.string().nullable(),
  CompleteTheTask: z.boolean(),
  CompletedDate: z.string().nullable(),
  CompletedByUserId: z.number().int().nullable(),
  Trashed: z.boolean(),
  CreatedAt: z.string(),
  /** The person the task is about, the owner's and the course's names, for lists. */
  UserRealName: z.string().nullable(),
  OwnerName: z.string().nullable(),
  CourseName: z.string().nullable(),
});
export type Task = z.infer<typeof taskSchema>;

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
