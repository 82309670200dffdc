// The staff work queue (SPEC §7 tasks.php): support requests, contact forms and coaching requests
// open a task inside the unit of work of the action that causes it; staff take, note, date,
// complete and trash them. Every change is pushed to the staff room (task:changed) at commit.
import type { Task } from '../../../shared/calls/tasks';
import { notificationExcerpt } from '../../../shared/entities/notification';
import { TASK_TYPE, UNASSIGNED_OWNER } from '../../../shared/tasks';
import { isAdmin, isStaff } from '../../../shared/users';
import { AppError } from '../../calls/appError';
import type { AuthedUser } from '../../calls/registry';
import type { RunWork, Work } from '../../db/unitOfWork';
import { newEvent } from '../../events/eventLog.repo';
import { htmlToText } from '../../html/sanitize';
import type { OwnersRepo } from '../../scope/owners.repo';
import { isSchoolStaff, reaches, reachesAny, reachesPerson } from '../../scope/policy';
import { taskOwners } from '../../scope/subjects';
import type { NotificationsService } from '../notifications/notifications.service';
import type { NewTask, TaskFilter, TaskRecord, TasksRepo, TaskView } from './tasks.repo';

/** Support tasks stored before their text was kept plain hold the editor's HTML. */
function plainDescription(t: TaskView): string {
  return t.TaskType === TASK_TYPE.support && /^\s*<[a-z]/i.test(t.Description)
    ? htmlToText(t.Description)
    : t.Description;
}

function present(t: TaskView): Task {
  return {
    Id: t.Id,
    TaskType: t.TaskType,
    Description: plainDescription(t),
    Note: t.Note,
    TaskOwner: t.TaskOwner,
    UserId: t.UserId,
    UserFileId: t.UserFileId,
    CourseId: t.CourseId,
    CoursePartId: t.CoursePartId,
    UserExamId: t.UserExamId,
    EventStartDate: t.EventStartDate,
    CompleteTheTask: t.CompleteTheTask,
    CompletedDate: t.CompletedDate,
    CompletedByUserId: t.CompletedByUserId,
    Trashed: t.Trashed,
    CreatedAt: t.CreatedAt,
    UserRealName: t.UserRealName,
    OwnerName: t.OwnerName,
    CourseName: t.CourseName,
  };
}

export interface TaskChanges {
  Id: number;
  Description?: string | undefined;
  Note?: string | undefined;
  TaskOwner?: number | undefined;
  CompleteTheTask?: boolean | undefined;
  Trashed?: boolean | undefined;
}

export interface TasksDeps {
  repo: TasksRepo;
  work: RunWork;
  /** The lists' narrowing (the company chip); one task is checked by the policy. */
  scopeOf: (user: AuthedUser) => Promise<{ companyIds: number[] | null }>;
  owners: OwnersRepo;
  notifications: Pick<NotificationsService, 'notify'>;
}

async function logChanged(deps: TasksDeps, w: Work, actorId: number | null, task: TaskView): Promise<void> {
  const owners = await taskOwners(deps.owners, w.tx, task);
  w.log(newEvent({ type: 'task:changed', actorId, about: { owners }, payload: { task: present(task) } }));
}

/** A task just stored, pushed as lists show it (with the names they join in). */
async function logOpened(deps: TasksDeps, w: Work, actorId: number | null, task: TaskRecord): Promise<void> {
  const view = await deps.repo.find(task.Id, w.tx);
  if (view) await logChanged(deps, w, actorId, view);
}

/**
 * A task the caller reaches: the school's staff every task, a company's staff those about its
 * people or courses (never one about the school's alone). Any other is answered as missing.
 */
async function mustFind(deps: TasksDeps, user: AuthedUser, id: number, w?: Work): Promise<TaskView> {
  const task = await deps.repo.find(id, w?.tx);
  const reached =
    task !== undefined &&
    (isSchoolStaff(user) || reachesAny(user, await taskOwners(deps.owners, w?.tx, task)));
  if (!reached) throw new AppError('NOT_FOUND', { field: 'Task.Id' });
  return task;
}

/** What a new task is about must be the caller's: a person or course out of reach is missing. */
async function assertSubjectsReached(
  deps: TasksDeps,
  user: AuthedUser,
  subject: { UserId: number | null; CourseId: number | null },
  w: Work,
): Promise<void> {
  if (subject.UserId !== null) {
    const companies = await deps.owners.person(subject.UserId, w.tx);
    if (companies === undefined || !reachesPerson(user, companies))
      throw new AppError('NOT_FOUND', { field: 'Task.UserId' });
  }
  if (subject.CourseId !== null) {
    const owner = await deps.owners.course(subject.CourseId, w.tx);
    if (owner === undefined || !reaches(user, owner))
      throw new AppError('NOT_FOUND', { field: 'Task.CourseId' });
  }
  // A task about nothing is the school's queue: not a company's staff's to write into.
  if (subject.UserId === null && subject.CourseId === null && !reaches(user, null))
    throw new AppError('VALIDATION_FAILED', {
      field: 'Task.UserId',
      message: 'A task names one of your people or courses.',
    });
}

/** The owner's notification of a task given to them (none when they took it themselves). */
async function tellOwner(deps: TasksDeps, w: Work, task: TaskRecord, actorId: number | null): Promise<void> {
  if (task.TaskOwner === UNASSIGNED_OWNER || task.TaskOwner < 1 || task.TaskOwner === actorId) return;
  await deps.notifications.notify(w, {
    userId: task.TaskOwner,
    type: 'task',
    actorId,
    payload: {
      TaskId: task.Id,
      TaskType: task.TaskType,
      Description: notificationExcerpt(task.Description),
    },
  });
}

/**
 * Opens a task inside another feature's unit of work (a support request, a booking). Its owner,
 * if any, is notified unless the opener `told` them already in its own words.
 */
async function open(
  deps: TasksDeps,
  w: Work,
  values: Omit<NewTask, 'CreatedAt'>,
  actorId: number | null,
  options: { told?: boolean } = {},
): Promise<TaskRecord> {
  const task = await deps.repo.insert(w.tx, { ...values, CreatedAt: w.now });
  await logOpened(deps, w, actorId, task);
  if (!options.told) await tellOwner(deps, w, task, actorId);
  return task;
}

/**
 * Completes a task inside another feature's unit of work (a cancelled booking), adding a line
 * to its note. Nothing happens for a task that is gone.
 */
async function complete(
  deps: TasksDeps,
  w: Work,
  id: number,
  note: string,
  actorId: number | null,
): Promise<void> {
  const before = await deps.repo.find(id, w.tx);
  if (!before) return;
  await deps.repo.update(w.tx, id, {
    Note: before.Note ? `${before.Note}\n${note}` : note,
    ...(!before.CompleteTheTask && {
      CompleteTheTask: true,
      CompletedDate: w.now,
      CompletedByUserId: actorId,
    }),
  });
  await logChanged(deps, w, actorId, (await deps.repo.find(id, w.tx)) ?? before);
}

/** Inside a grading's unit of work: the exam's review task is done, and every queue shows it. */
async function completeForExam(
  deps: TasksDeps,
  w: Work,
  userExamId: number,
  byUserId: number,
): Promise<void> {
  for (const id of await deps.repo.completeForExam(w.tx, userExamId, byUserId, w.now)) {
    const task = await deps.repo.find(id, w.tx);
    if (task) await logChanged(deps, w, byUserId, task);
  }
}

async function list(
  deps: TasksDeps,
  user: AuthedUser,
  filter: Omit<TaskFilter, 'me' | 'companyIds'>,
  page: number,
  limit: number,
) {
  const { companyIds } = await deps.scopeOf(user);
  const { rows, total } = await deps.repo.page({ ...filter, me: user.Id, companyIds }, page, limit);
  return {
    data: rows.map(present),
    pagination: { page, total_pages: Math.max(1, Math.ceil(total / limit)) },
    open_count: await deps.repo.openCount(companyIds),
  };
}

function create(
  deps: TasksDeps,
  user: AuthedUser,
  task: {
    TaskType: number;
    Description: string;
    Note: string;
    UserId?: number | null | undefined;
    CourseId?: number | null | undefined;
    CoursePartId?: number | null | undefined;
    EventStartDate?: string | null | undefined;
  },
): Promise<{ Id: number }> {
  return deps.work(async (w) => {
    await assertSubjectsReached(
      deps,
      user,
      { UserId: task.UserId ?? null, CourseId: task.CourseId ?? null },
      w,
    );
    const row = await deps.repo.insert(w.tx, {
      TaskType: task.TaskType,
      Description: task.Description,
      Note: task.Note,
      TaskOwner: UNASSIGNED_OWNER,
      UserId: task.UserId ?? null,
      CourseId: task.CourseId ?? null,
      CoursePartId: task.CoursePartId ?? null,
      EventStartDate: task.EventStartDate ?? null,
      CreatedAt: w.now,
    });
    await logOpened(deps, w, user.Id, row);
    return { Id: row.Id };
  });
}

function update(
  deps: TasksDeps,
  user: AuthedUser,
  changes: TaskChanges,
  eventStartDate: string | null | undefined,
): Promise<Task> {
  return deps.work(async (w) => {
    const before = await mustFind(deps, user, changes.Id, w);
    if (changes.TaskOwner !== undefined && changes.TaskOwner !== before.TaskOwner) {
      const owner = changes.TaskOwner;
      if (owner !== UNASSIGNED_OWNER && owner !== user.Id) {
        // Giving a task to someone else is for admins, and only to staff.
        if (!isAdmin(user)) throw new AppError('FORBIDDEN', { field: 'Task.TaskOwner' });
        // Only to staff the admin reaches: someone outside the wall is answered like no staff.
        const power = await deps.owners.recipient(owner, w.tx);
        if (!power || !isStaff(power) || !reachesPerson(user, power.CompanyIds))
          throw new AppError('TASK_OWNER_NOT_STAFF', { field: 'Task.TaskOwner' });
      }
      // One statement decides: two taking the same task at once, one wins.
      const holder = isAdmin(user) ? 'anyone' : user.Id;
      if (!(await deps.repo.setOwner(w.tx, before.Id, owner, holder)))
        throw new AppError('TASK_TAKEN', {
          field: 'Task.TaskOwner',
          data: { TaskOwner: before.TaskOwner },
        });
    }
    const values: Partial<NewTask> = {};
    if (changes.Description !== undefined) values.Description = changes.Description;
    if (changes.Note !== undefined) values.Note = changes.Note;
    if (changes.Trashed !== undefined) values.Trashed = changes.Trashed;
    if (eventStartDate !== undefined) values.EventStartDate = eventStartDate;
    if (changes.CompleteTheTask !== undefined && changes.CompleteTheTask !== before.CompleteTheTask) {
      values.CompleteTheTask = changes.CompleteTheTask;
      values.CompletedDate = changes.CompleteTheTask ? w.now : null;
      values.CompletedByUserId = changes.CompleteTheTask ? user.Id : null;
    }
    await deps.repo.update(w.tx, before.Id, values);
    const after = (await deps.repo.find(before.Id, w.tx))!;
    await logChanged(deps, w, user.Id, after);
    if (after.TaskOwner !== before.TaskOwner) await tellOwner(deps, w, after, user.Id);
    return present(after);
  });
}

export function createTasksService(deps: TasksDeps) {
  /** A step with this service's dependencies. */
  const bound =
    <A extends unknown[], R>(step: (d: TasksDeps, ...args: A) => R) =>
    (...args: A): R =>
      step(deps, ...args);
  return {
    open: bound(open),

    complete: bound(complete),

    completeForExam: bound(completeForExam),

    list: bound(list),

    get: async (user: AuthedUser, id: number) => present(await mustFind(deps, user, id)),

    create: bound(create),

    update: bound(update),
  };
}

export type TasksService = ReturnType<typeof createTasksService>;
