// Registration codes (SPEC §3, §8): staff make them for courses; a signed-in person redeems one
// and its courses are theirs at once. A redemption is one unit of work: the person's redemption
// row (once per code), one use spent by one deciding statement (never past the limit), the
// grant. Failed tries in a row earn a cooldown; the failure is committed before it is answered,
// and a person's tries take turns on their attempts row, so parallel guesses cannot pass the limit.
import { randomInt } from 'node:crypto';
import type { CodeRow } from '../../../shared/calls/codes';
import {
  CODE_ALPHABET,
  CODE_LENGTH,
  formatCode,
  normaliseCode,
  REDEEM_COOLDOWN_MS,
  REDEEM_MAX_FAILURES,
} from '../../../shared/codes';
import type { ErrorCode } from '../../../shared/errors';
import { AppError } from '../../calls/appError';
import type { AuthedUser } from '../../calls/registry';
import { toCsv } from '../../csv/csv';
import type { RunWork, Work } from '../../db/unitOfWork';
import { newEvent } from '../../events/eventLog.repo';
import type { OwnersRepo } from '../../scope/owners.repo';
import { type Owner, reaches } from '../../scope/policy';
import { courseOwner } from '../../scope/subjects';
import type { CoursesService } from '../courses/courses.service';
import type { CodesRepo, CodeWithCourses } from './codes.repo';

export function drawCode(): string {
  let code = '';
  for (let i = 0; i < CODE_LENGTH; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

function present(row: CodeWithCourses): CodeRow {
  return {
    Id: row.Id,
    Code: formatCode(row.Code),
    Description: row.Description,
    Status: row.Status,
    ExpiresAt: row.ExpiresAt,
    UsageLimit: row.UsageLimit,
    UsageCount: row.UsageCount,
    Courses: row.Courses,
    CreatedAt: row.CreatedAt,
  };
}

/** A code may be redeemed through the whole of its last day (UTC). */
const expired = (row: CodeWithCourses, now: string) =>
  row.ExpiresAt !== null && row.ExpiresAt < now.slice(0, 10);

type Outcome = { ok: true; courses: { Id: number; Name: string }[] } | { ok: false; error: AppError };

export interface CodesDeps {
  repo: CodesRepo;
  work: RunWork;
  courses: Pick<CoursesService, 'grantAccess' | 'heldOf'>;
  clock: () => number;
  /** The lists' narrowing (the company chip); one code is checked by the policy. */
  scopeOf: (user: AuthedUser) => Promise<{ companyIds: number[] | null }>;
  owners: OwnersRepo;
}

/**
 * Whether every course (by its owning company) is in a list's narrowing; a code whose courses
 * are all gone is the school's.
 */
function coursesInScope(companies: (number | null)[], companyIds: number[] | null): boolean {
  if (companyIds === null) return true;
  return companies.length > 0 && companies.every((c) => c !== null && companyIds.includes(c));
}

/**
 * Whether staff reach a code: every one of its courses (the school's staff reach all, a
 * company's staff their company's courses; a code that also grants the school's course, or
 * grants nothing any more, is not theirs).
 */
function reachesCourses(user: AuthedUser, owners: readonly Owner[]): boolean {
  if (owners.length === 0) return reaches(user, null);
  return owners.every((owner) => reaches(user, owner));
}

async function mustFind(deps: CodesDeps, id: number, w?: Work): Promise<CodeWithCourses> {
  const row = await deps.repo.find(id, w?.tx);
  if (!row) throw new AppError('NOT_FOUND', { field: 'Id' });
  return row;
}

/** A refusal for guessing: counted, and the fifth in a row starts the cooldown. */
async function failed(deps: CodesDeps, w: Work, userId: number, code: ErrorCode): Promise<Outcome> {
  const count = await deps.repo.countFailure(w.tx, userId, w.now);
  if (count >= REDEEM_MAX_FAILURES) {
    await deps.repo.startCooldown(w.tx, userId, new Date(w.nowMs + REDEEM_COOLDOWN_MS).toISOString());
    return {
      ok: false,
      error: new AppError('REDEEM_TOO_MANY_ATTEMPTS', {
        field: 'Code',
        data: { seconds: REDEEM_COOLDOWN_MS / 1000 },
        retryAfterSec: REDEEM_COOLDOWN_MS / 1000,
      }),
    };
  }
  return { ok: false, error: new AppError(code, { field: 'Code' }) };
}

/**
 * The redemption proper, in the caller's unit of work: once per person (the key decides), one
 * use spent by one deciding statement (never past the limit), then the grant. Refusals throw,
 * so the unit of work rolls back whole.
 */
async function apply(deps: CodesDeps, w: Work, row: CodeWithCourses, userId: number): Promise<number[]> {
  const courseIds = row.Courses.map((c) => c.Id);
  const held = await deps.courses.heldOf(userId, courseIds, w);
  if (held.length === courseIds.length) throw new AppError('REDEEM_HAS_ALL_COURSES', { field: 'Code' });
  if (!(await deps.repo.recordRedemption(w.tx, row.Id, userId, w.now)))
    throw new AppError('REDEEM_ALREADY_REDEEMED', { field: 'Code' });
  const used = await deps.repo.spendUse(w.tx, row.Id);
  if (used === null) throw new AppError('REDEEM_ALREADY_REDEEMED', { field: 'Code' });
  const granted = await deps.courses.grantAccess(w, { actorId: userId, userId, courseIds, source: 'code' });
  // A code is where its courses are: their companies' staff lists follow.
  const owners = await Promise.all(courseIds.map((id) => courseOwner(deps.owners, w.tx, id)));
  w.log(
    newEvent({
      type: 'code:redeemed',
      actorId: userId,
      about: { owners },
      payload: { CodeId: row.Id, UsageCount: used },
    }),
  );
  return granted;
}

/** The checks a code must pass before it is applied: the refusal, or null. */
function refusal(row: CodeWithCourses | undefined, now: string): ErrorCode | null {
  if (!row) return 'REDEEM_UNKNOWN';
  if (row.Status !== 'active') return 'REDEEM_INVALID';
  if (expired(row, now)) return 'REDEEM_EXPIRED';
  return null;
}

async function list(deps: CodesDeps, user: AuthedUser): Promise<CodeRow[]> {
  const { companyIds } = await deps.scopeOf(user);
  return (await deps.repo.list()).filter((r) => coursesInScope(r.CourseCompanies, companyIds)).map(present);
}

/** A code given at registration, for the new account (no cooldown: the account is new). */
async function redeemForNewAccount(deps: CodesDeps, w: Work, userId: number, typed: string): Promise<void> {
  const row = await deps.repo.findByCode(normaliseCode(typed), w.tx);
  const refused = refusal(row, w.now);
  if (refused || !row) throw new AppError(refused ?? 'REDEEM_UNKNOWN', { field: 'Code' });
  await apply(deps, w, row, userId);
}

function create(
  deps: CodesDeps,
  user: AuthedUser,
  input: {
    Count: number;
    Description: string;
    CourseIds: number[];
    ExpiresAt?: string | null | undefined;
    UsageLimit?: number | null | undefined;
  },
): Promise<CodeRow[]> {
  const courseIds = [...new Set(input.CourseIds)];
  return deps.work(async (w) => {
    const known = await deps.repo.existingCourses(courseIds, w.tx);
    const reachable = reachesCourses(
      user,
      known.map((c) => c.CompanyId),
    );
    if (known.length !== courseIds.length || !reachable)
      throw new AppError('NOT_FOUND', { field: 'CourseIds' });
    const made: CodeWithCourses[] = [];
    while (made.length < input.Count) {
      // 59 bits: a clash is all but impossible, and the unique key catches one anyway.
      const row = await deps.repo.insert(
        w.tx,
        {
          Code: drawCode(),
          Description: input.Description,
          Status: 'active',
          ExpiresAt: input.ExpiresAt ?? null,
          UsageLimit: input.UsageLimit ?? null,
          CreatedBy: user.Id,
          CreatedAt: w.now,
        },
        courseIds,
      );
      if (row) made.push((await deps.repo.find(row.Id, w.tx)) as CodeWithCourses);
    }
    // Where its courses are, like a redemption: the open code lists of those staff follow.
    w.log(
      newEvent({
        type: 'code:changed',
        actorId: user.Id,
        about: { owners: known.map((c) => c.CompanyId) },
        payload: { CodeIds: made.map((r) => r.Id) },
      }),
    );
    return made.map(present);
  });
}

/**
 * Single-use codes for seats a company paid for, in the paying unit of work (no person asks:
 * the invoice decided). Answered as people type them.
 */
async function makeSeats(
  deps: CodesDeps,
  w: Work,
  seats: { actorId: number | null; courseIds: number[]; count: number; description: string },
): Promise<string[]> {
  const made: number[] = [];
  const codes: string[] = [];
  while (made.length < seats.count) {
    const code = drawCode();
    const row = await deps.repo.insert(
      w.tx,
      {
        Code: code,
        Description: seats.description,
        Status: 'active',
        ExpiresAt: null,
        UsageLimit: 1,
        CreatedBy: seats.actorId,
        CreatedAt: w.now,
      },
      seats.courseIds,
    );
    if (!row) continue; // a clash with an existing code: draw again
    made.push(row.Id);
    codes.push(formatCode(code));
  }
  const owners = await Promise.all(seats.courseIds.map((id) => courseOwner(deps.owners, w.tx, id)));
  w.log(
    newEvent({
      type: 'code:changed',
      actorId: seats.actorId,
      about: { owners },
      payload: { CodeIds: made },
    }),
  );
  return codes;
}

function save(
  deps: CodesDeps,
  user: AuthedUser,
  input: {
    Id: number;
    Status?: 'active' | 'inactive' | undefined;
    Description?: string | undefined;
    ExpiresAt?: string | null | undefined;
    UsageLimit?: number | null | undefined;
  },
): Promise<CodeRow> {
  return deps.work(async (w) => {
    const row = await mustFind(deps, input.Id, w);
    if (!reachesCourses(user, row.CourseCompanies)) throw new AppError('NOT_FOUND', { field: 'Id' });
    const { Id, ...changes } = input;
    const values = Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined));
    await deps.repo.update(w.tx, Id, values);
    w.log(
      newEvent({
        type: 'code:changed',
        actorId: user.Id,
        about: { owners: row.CourseCompanies },
        payload: { CodeIds: [Id] },
      }),
    );
    return present(await mustFind(deps, Id, w));
  });
}

async function exportCsv(deps: CodesDeps, user: AuthedUser) {
  const { companyIds } = await deps.scopeOf(user);
  const rows = (await deps.repo.list()).filter((r) => coursesInScope(r.CourseCompanies, companyIds));
  return {
    FileName: 'registration-codes.csv',
    Csv: toCsv(
      ['Code', 'Description', 'Status', 'Expires', 'Usage limit', 'Used', 'Courses', 'Created'],
      rows.map((r) => [
        formatCode(r.Code),
        r.Description,
        r.Status,
        r.ExpiresAt,
        r.UsageLimit,
        r.UsageCount,
        r.Courses.map((c) => c.Name).join('; '),
        r.CreatedAt,
      ]),
    ),
  };
}

async function redeem(
  deps: CodesDeps,
  user: AuthedUser,
  typed: string,
): Promise<{ Courses: { Id: number; Name: string }[] }> {
  const code = normaliseCode(typed);
  const outcome = await deps.work(async (w): Promise<Outcome> => {
    // Claimed before the cooldown is read: parallel tries of one person take turns, so no
    // more than the limit are checked before the cooldown answers.
    const attempts = await deps.repo.claimAttempts(w.tx, user.Id);
    if (attempts.LockedUntil && attempts.LockedUntil > w.now) {
      const seconds = Math.ceil((Date.parse(attempts.LockedUntil) - w.nowMs) / 1000);
      return {
        ok: false,
        error: new AppError('REDEEM_COOLDOWN', {
          field: 'Code',
          data: { seconds },
          retryAfterSec: seconds,
        }),
      };
    }
    const row = await deps.repo.findByCode(code, w.tx);
    const refused = refusal(row, w.now);
    if (refused || !row) return failed(deps, w, user.Id, refused ?? 'REDEEM_UNKNOWN');

    const granted = await apply(deps, w, row, user.Id);
    await deps.repo.clearAttempts(w.tx, user.Id);
    return { ok: true, courses: row.Courses.filter((c) => granted.includes(c.Id)) };
  });
  if (!outcome.ok) throw outcome.error;
  return { Courses: outcome.courses };
}

export function createCodesService(deps: CodesDeps) {
  /** A step with this service's dependencies. */
  const bound =
    <A extends unknown[], R>(step: (d: CodesDeps, ...args: A) => R) =>
    (...args: A): R =>
      step(deps, ...args);
  return {
    list: bound(list),

    redeemForNewAccount: bound(redeemForNewAccount),

    create: bound(create),

    makeSeats: bound(makeSeats),

    save: bound(save),

    exportCsv: bound(exportCsv),

    redeem: bound(redeem),
  };
}

export type CodesService = ReturnType<typeof createCodesService>;
