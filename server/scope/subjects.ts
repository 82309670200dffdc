// What an event is about, read inside the action's unit of work so that its audience follows
// the rows as they are in the same transaction (a person who just joined a company is announced
// to that company's staff).
import type { Db, Tx } from '../db/database';
import type { OwnersRepo } from './owners.repo';
import type { Owner } from './policy';

/** A changed person: staff lists of their companies (and the school's) follow; `self` their own tabs. */
export async function personSubject(owners: OwnersRepo, tx: Tx, userId: number, self: boolean) {
  return { userId, companies: (await owners.person(userId, tx)) ?? [], self };
}

/** A course's owner, or the school's when the course is gone (it was deleted in this action). */
export async function courseOwner(owners: OwnersRepo, tx: Tx, courseId: number): Promise<Owner> {
  return (await owners.course(courseId, tx)) ?? null;
}

/**
 * A task is a company's when it is about one of its people or one of its courses (read in the
 * unit of work, or outside one for an object check).
 */
export async function taskOwners(
  owners: OwnersRepo,
  q: Db | undefined,
  task: { UserId: number | null; CourseId: number | null },
): Promise<Owner[]> {
  const found: Owner[] = [];
  if (task.CourseId !== null) found.push((await owners.course(task.CourseId, q)) ?? null);
  if (task.UserId !== null) found.push(...((await owners.person(task.UserId, q)) ?? []));
  return found;
}
