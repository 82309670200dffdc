// The staff work queue: the SQL. Write methods take the unit of work's transaction.
import { aliasedTable, and, count, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import { UNASSIGNED_OWNER } from '../../../shared/tasks';
import { type Db, first, type Tx } from '../../db/database';
import { companyMembers, courses, tasks, users } from '../../db/tables';

export type TaskRecord = typeof tasks.$inferSelect;
export type NewTask = Omit<typeof tasks.$inferInsert, 'Id'>;
export type TaskView = TaskRecord & {
  UserRealName: string | null;
  OwnerName: string | null;
  CourseName: string | null;
};

export interface TaskFilter {
  condition: 'all' | 'mine' | 'open' | 'done';
  trash: boolean;
  me: number;
  courseId?: number | undefined;
  taskType?: number | undefined;
  /** Tasks about these companies' people or courses only; null: every task. */
  companyIds: number[] | null;
}

/** A task is a company's when it is about one of its people or one of its courses. */
function inCompanies(companyIds: number[]): SQL {
  const ids = companyIds.length > 0 ? companyIds : [-1];
  return or(
    inArray(
      tasks.UserId,
      sql`(select ${companyMembers.UserId} from ${companyMembers} where ${inArray(companyMembers.CompanyId, ids)})`,
    ),
    inArray(
      tasks.CourseId,
      sql`(select ${courses.Id} from ${courses} where ${inArray(courses.CompanyId, ids)})`,
    ),
  ) as SQL;
}

function whereOf(f: TaskFilter): SQL | undefined {
  const parts: SQL[] = [eq(tasks.Trashed, f.trash)];
  if (f.companyIds !== null) parts.push(inCompanies(f.companyIds));
  if (f.condition === 'mine') parts.push(eq(tasks.TaskOwner, f.me), eq(tasks.CompleteTheTask, false));
  if (f.condition === 'open') parts.push(eq(tasks.CompleteTheTask, false));
  if (f.condition === 'done') parts.push(eq(tasks.CompleteTheTask, true));
  if (f.courseId !== undefined) parts.push(eq(tasks.CourseId, f.courseId));
  if (f.taskType !== undefined) parts.push(eq(tasks.TaskType, f.taskType));
  return and(...parts);
}

export function createTasksRepo(db: Db) {
  const about = aliasedTable(users, 'about');
  const owner = aliasedTable(users, 'owner');
  const view = (q: Db) =>
    q
      .select({
        task: tasks,
        aboutFirst: about.FirstName,
        aboutLast: about.LastName,
        ownerFirst: owner.FirstName,
        ownerLast: owner.LastName,
        CourseName: courses.Name,
      })
      .from(tasks)
      .leftJoin(about, eq(about.Id, tasks.UserId))
      .leftJoin(owner, eq(owner.Id, tasks.TaskOwner))
      .leftJoin(courses, eq(courses.Id, tasks.CourseId));
  type Row = Awaited<ReturnType<ReturnType<typeof view>['execute']>>[number];
  const toView = (r: Row): TaskView => ({
    ...r.task,
    UserRealName: r.aboutFirst === null ? null : `${r.aboutFirst} ${r.aboutLast ?? ''}`.trim(),
    OwnerName: r.ownerFirst === null ? null : `${r.ownerFirst} ${r.ownerLast ?? ''}`.trim(),
    CourseName: r.CourseName,
  });

  return {
    async insert(tx: Tx, values: NewTask): Promise<TaskRecord> {
      const [task] = await tx.insert(tasks).values(values).returning();
      if (!task) throw new Error('task not stored');
      return task;
    },

    async page(
      filter: TaskFilter,
      page: number,
      limit: number,
    ): Promise<{ rows: TaskView[]; total: number }> {
      const where = whereOf(filter);
      const rows = await view(db)
        .where(where)
        .orderBy(desc(tasks.Id))
        .limit(limit)
        .offset((page - 1) * limit);
      const [total] = await db.select({ n: count() }).from(tasks).where(where);
      return { rows: rows.map(toView), total: Number(total?.n ?? 0) };
    },

    async openCount(companyIds: number[] | null): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(tasks)
        .where(
          and(
            eq(tasks.Trashed, false),
            eq(tasks.CompleteTheTask, false),
            companyIds === null ? undefined : inCompanies(companyIds),
          ),
        );
      return Number(row?.n ?? 0);
    },

    /** One task, whoever it is about (the service asks the scope policy whether the caller reaches it). */
    async find(id: number, q: Db = db): Promise<TaskView | undefined> {
      const row = first(await view(q).where(eq(tasks.Id, id)));
      return row ? toView(row) : undefined;
    },

    /**
     * Takes a task for `ownerId` (or gives it, or releases it with UNASSIGNED_OWNER) in one deciding statement:
     * only when nobody holds it, or the holder is `allowedHolder`. False when someone else does.
     */
    async setOwner(tx: Tx, id: number, ownerId: number, allowedHolder: number | 'anyone'): Promise<boolean> {
      const holderOk =
        allowedHolder === 'anyone'
          ? sql`true`
          : sql`${tasks.TaskOwner} in (${UNASSIGNED_OWNER}, ${allowedHolder}, ${ownerId})`;
      const changed = await tx
        .update(tasks)
        .set({ TaskOwner: ownerId })
        .where(and(eq(tasks.Id, id), holderOk))
        .returning({ Id: tasks.Id });
      return changed.length > 0;
    },

    /** Completes the open tasks about a user exam (its review); answers the ids it completed. */
    async completeForExam(tx: Tx, userExamId: number, byUserId: number, now: string): Promise<number[]> {
      const done = await tx
        .update(tasks)
        .set({ CompleteTheTask: true, CompletedDate: now, CompletedByUserId: byUserId })
        .where(and(eq(tasks.UserExamId, userExamId), eq(tasks.CompleteTheTask, false)))
        .returning({ Id: tasks.Id });
      return done.map((t) => t.Id);
    },

    async update(tx: Tx, id: number, values: Partial<NewTask>): Promise<void> {
      if (Object.keys(values).length > 0) await tx.update(tasks).set(values).where(eq(tasks.Id, id));
    },
  };
}

export type TasksRepo = ReturnType<typeof createTasksRepo>;
