// The scope model (docs/architecture.md "Scope"): every row belongs to the school (no company)
// or to one company. These pure rules answer who reaches what; owners.ts derives what a row
// belongs to, audience.ts which staff rooms hear about it. Every call, emit and raw route asks
// here instead of deciding tenancy with a filter of its own.
import { isAdmin, isStaff, type Principal } from '../../shared/access';
import { rooms } from '../../shared/realtime';

/** What a row belongs to: a company's id, or null for the school itself. */
export type Owner = number | null;

/** A person's rights and the companies they belong to (none: the school's own). */
export interface ScopedAccess extends Principal {
  CompanyIds: readonly number[];
}

/** Who asks. */
export interface ScopedActor extends ScopedAccess {
  Id: number;
}

/** The school's own people belong to no company. */
export function isSchoolSide(actor: ScopedAccess): boolean {
  return actor.CompanyIds.length === 0;
}

/** The school's staff: they see everything (the company chip only narrows their lists). */
export function isSchoolStaff(actor: ScopedActor): boolean {
  return isStaff(actor) && isSchoolSide(actor);
}

/** The school's administrators: the site-wide powers (news, texts, settings, plans). */
export function isSchoolAdmin(actor: ScopedActor): boolean {
  return isAdmin(actor) && isSchoolSide(actor);
}

/**
 * Whether staff reach a row owned by `owner`: the school's staff every row, a company's staff
 * only their companies' rows (never the school's own). People without staff rights reach rows
 * by their own row rules (their messages, their courses), never by this.
 */
export function reaches(actor: ScopedActor, owner: Owner): boolean {
  if (!isStaff(actor)) return false;
  if (isSchoolSide(actor)) return true;
  return owner !== null && actor.CompanyIds.includes(owner);
}

/**
 * A row about several owners (a task about a person and a course) is reached through any of
 * them; a row about none is the school's.
 */
export function reachesAny(actor: ScopedActor, owners: readonly Owner[]): boolean {
  if (owners.length === 0) return reaches(actor, null);
  return owners.some((owner) => reaches(actor, owner));
}

/** A person belongs to each company they are a member of (none: the school). */
export function reachesPerson(actor: ScopedActor, personCompanyIds: readonly number[]): boolean {
  return reachesAny(actor, personCompanyIds);
}

/**
 * Whom a person may message: the school's staff anyone; a company's staff their companies'
 * members and the school's staff; anyone else (students) staff of their own side (their
 * coaches); the service adds the row rules (a student writes to their courses' coaches).
 */
export function mayMessage(
  actor: ScopedActor,
  recipient: { UserType: number; privilegies: number; CompanyIds: readonly number[] },
): boolean {
  if (isSchoolStaff(actor)) return true;
  if (recipient.CompanyIds.length === 0) return isStaff(recipient);
  if (isStaff(actor)) return recipient.CompanyIds.some((c) => actor.CompanyIds.includes(c));
  return isStaff(recipient) && recipient.CompanyIds.some((c) => actor.CompanyIds.includes(c));
}

/** Which companies' rows staff may list: null for every row (the school's staff). */
export function listableCompanies(actor: ScopedActor): readonly number[] | null {
  return isSchoolSide(actor) ? null : actor.CompanyIds;
}

/** Whether a listed row's owner is among what the actor may list. */
export function listable(actor: ScopedActor, owner: Owner): boolean {
  const companies = listableCompanies(actor);
  return companies === null || (owner !== null && companies.includes(owner));
}

/** The staff rooms a staff member's sockets are in: the school's room, or their companies'. */
export function staffRoomsOf(actor: ScopedAccess): string[] {
  if (!isStaff(actor)) return [];
  return isSchoolSide(actor) ? [rooms.staff] : actor.CompanyIds.map((c) => rooms.companyStaff(c));
}
