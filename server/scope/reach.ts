// Whether staff reach one row: what the row belongs to (owners.repo.ts) asked against the rules
// (policy.ts). A missing row answers false like a row out of reach, so a caller refuses both
// through the same code and the answer never tells them apart.
import type { Db } from '../db/database';
import type { OwnersRepo } from './owners.repo';
import { reaches, reachesPerson, type ScopedActor } from './policy';

/** A course: the school's staff every course, a company's staff their companies' courses. */
export async function courseInScope(
  owners: OwnersRepo,
  actor: ScopedActor,
  courseId: number,
  q?: Db,
): Promise<boolean> {
  const owner = await owners.course(courseId, q);
  return owner !== undefined && reaches(actor, owner);
}

/** A certificate belongs where its course does: that is who may revoke it. */
export async function certificateInScope(
  owners: OwnersRepo,
  actor: ScopedActor,
  certificateId: number,
  q?: Db,
): Promise<boolean> {
  const owner = await owners.certificate(certificateId, q);
  return owner !== undefined && reaches(actor, owner);
}

/**
 * Someone else's file or record about them (an exam, a certificate's PDF): staff reach it when
 * they reach the person, or the course it is about. The same owners as the event's audience
 * (scope/subjects.ts taskOwners), so who reads it is who is told about it.
 */
export async function aboutPersonInScope(
  owners: OwnersRepo,
  actor: ScopedActor,
  about: { UserId: number; CourseId: number | null },
  q?: Db,
): Promise<boolean> {
  const person = await owners.person(about.UserId, q);
  if (person !== undefined && reachesPerson(actor, person)) return true;
  return about.CourseId !== null && courseInScope(owners, actor, about.CourseId, q);
}
