// Courses, parts, blocks, access, coaches, exams and per-user part progress: the SQL.
import { and, asc, count, eq, inArray, isNotNull, isNull, ne, or, type Placeholder, sql } from 'drizzle-orm';
import { EXAM_PART_TYPE, EXAM_PROGRESS_CRITERIA } from '../../../shared/exams';
import type { Site } from '../../../shared/site';
import { type Db, first, type Tx } from '../../db/database';
import { preparedOn } from '../../db/prepared';
import {
  blocks,
  courseAccess,
  courseCoaches,
  courseLocks,
  courseMilestones,
  courseParts,
  courses,
  partProgress,
  userExams,
  users,
} from '../../db/tables';

export type CourseRecord = typeof courses.$inferSelect;
export type PartRecord = typeof courseParts.$inferSelect;
export type BlockRecord = typeof blocks.$inferSelect;

/** Parts that count towards progress: published (by now), not for mentors only, no empty exam part. */
function countablePartsOf(courseId: number | Placeholder, now: string | Placeholder) {
  return and(
    eq(courseParts.CourseId, courseId),
    eq(courseParts.Published, true),
    eq(courseParts.MentorOnly, false),
    sql`(${courseParts.PublishDate} is null or ${courseParts.PublishDate} <= ${now})`,
    or(ne(courseParts.PostType, EXAM_PART_TYPE), isNotNull(courseParts.Exam)),
  );
}

// Read on every course call: prepared once per connection.
const courseById = preparedOn((db) =>
  db
    .select()
    .from(courses)
    .where(eq(courses.Id, sql.placeholder('id')))
    .prepare(),
);
const accessRow = preparedOn((db) =>
  db
    .select({ UserId: courseAccess.UserId })
    .from(courseAccess)
    .where(
      and(
        eq(courseAccess.UserId, sql.placeholder('user')),
        eq(courseAccess.CourseId, sql.placeholder('course')),
      ),
    )
    .prepare(),
);
const partById = preparedOn((db) =>
  db
    .select()
    .from(courseParts)
    .where(eq(courseParts.Id, sql.placeholder('id')))
    .prepare(),
);

// The progress path (every watched part): prepared once per connection.
const countableCount = preparedOn((db) =>
  db
    .select({ n: count() })
    .from(courseParts)
    .where(countablePartsOf(sql.placeholder('course'), sql.placeholder('now')))
    .prepare(),
);
const watchedCount = preparedOn((db) =>
  db
    .select({ n: count() })
    .from(partProgress)
    .innerJoin(courseParts, eq(courseParts.Id, partProgress.CoursePartId))
    .where(
      and(
        eq(partProgress.UserId, sql.placeholder('user')),
        eq(partProgress.VideoPlay, 1),
        countablePartsOf(sql.placeholder('course'), sql.placeholder('now')),
      ),
    )
    .prepare(),
);
/** Watched: written only where it was not watched yet, so a repeat answers no row. */
const watchedSet = preparedOn((db) =>
  db
    .insert(partProgress)
    .values({
      UserId: sql.placeholder('user'),
      CourseId: sql.placeholder('course'),
      CoursePartId: sql.placeholder('part'),
      VideoPlay: 1,
      UpdatedAt: sql.placeholder('now'),
    })
    .onConflictDoUpdate({
      target: [partProgress.UserId, partProgress.CoursePartId],
      set: { VideoPlay: 1, UpdatedAt: sql`${sql.placeholder('now')}` },
      setWhere: ne(partProgress.VideoPlay, 1),
    })
    .returning({ part: partProgress.CoursePartId })
    .prepare(),
);
const coachRow = preparedOn((db) =>
  db
    .select({ UserId: courseCoaches.UserId })
    .from(courseCoaches)
    .where(
      and(
        eq(courseCoaches.CourseId, sql.placeholder('course')),
        eq(courseCoaches.UserId, sql.placeholder('user')),
      ),
    )
    .prepare(),
);
const startedKept = preparedOn((db) =>
  db
    .insert(courseMilestones)
    .values({
      UserId: sql.placeholder('user'),
      CourseId: sql.placeholder('course'),
      StartedAt: sql.placeholder('now'),
    })
    .onConflictDoNothing()
    .prepare(),
);
const completedKept = preparedOn((db) =>
  db
    .update(courseMilestones)
    .set({ CompletedAt: sql`${sql.placeholder('now')}` })
    .where(
      and(
        eq(courseMilestones.UserId, sql.placeholder('user')),
        eq(courseMilestones.CourseId, sql.placeholder('course')),
        isNull(courseMilestones.CompletedAt),
      ),
    )
    .prepare(),
);

async function progressCounts(db: Db, userId: number, courseId: number, now: string, q: Db = db) {
  const countable = first(await countableCount(q).execute({ course: courseId, now }))?.n ?? 0;
  const watched = first(await watchedCount(q).execute({ user: userId, course: courseId, now }))?.n ?? 0;
  return { countable, watched };
}

async function findCourse(db: Db, id: number, q: Db = db): Promise<CourseRecord | undefined> {
  return first(await courseById(q).execute({ id }));
}

async function findPart(db: Db, id: number, q: Db = db): Promise<PartRecord | undefined> {
  return first(await partById(q).execute({ id }));
}

/** Grants the courses not yet held (a held one keeps its row and source); answers the new ones. */
async function grantAccess(
  _db: Db,
  tx: Tx,
  userId: number,
  courseIds: readonly number[],
  source: 'admin' | 'code' | 'product',
  now: string,
): Promise<number[]> {
  if (courseIds.length === 0) return [];
  const added = await tx
    .insert(courseAccess)
    .values(courseIds.map((CourseId) => ({ UserId: userId, CourseId, Source: source, GrantedAt: now })))
    .onConflictDoNothing()
    .returning({ CourseId: courseAccess.CourseId });
  return added.map((row) => row.CourseId);
}

async function revokeAccess(
  _db: Db,
  tx: Tx,
  userId: number,
  courseIds: readonly number[],
): Promise<number[]> {
  if (courseIds.length === 0) return [];
  const gone = await tx
    .delete(courseAccess)
    .where(and(eq(courseAccess.UserId, userId), inArray(courseAccess.CourseId, [...courseIds])))
    .returning({ CourseId: courseAccess.CourseId });
  return gone.map((row) => row.CourseId);
}

/** Which of these courses the user holds. */
async function heldOf(db: Db, userId: number, courseIds: readonly number[], q: Db = db): Promise<number[]> {
  if (courseIds.length === 0) return [];
  const rows = await q
    .select({ CourseId: courseAccess.CourseId })
    .from(courseAccess)
    .where(and(eq(courseAccess.UserId, userId), inArray(courseAccess.CourseId, [...courseIds])));
  return rows.map((row) => row.CourseId);
}

async function hasAccess(db: Db, userId: number, courseId: number, q: Db = db): Promise<boolean> {
  return (await accessRow(q).execute({ user: userId, course: courseId })).length > 0;
}

/**
 * Courses of a site the user may open: those granted to them, and as staff those of the
 * companies they reach (`reach`; null: every course, the school's staff).
 */
async function coursesFor(
  db: Db,
  userId: number,
  reach: readonly number[] | null,
  site: Site,
): Promise<CourseRecord[]> {
  const ofSite = inArray(courses.Site, [site, 'both']);
  if (reach === null) return db.select().from(courses).where(ofSite).orderBy(asc(courses.Id));
  const granted = db
    .select({ CourseId: courseAccess.CourseId })
    .from(courseAccess)
    .where(eq(courseAccess.UserId, userId));
  const held = inArray(courses.Id, granted);
  return db
    .select()
    .from(courses)
    .where(and(ofSite, reach.length === 0 ? held : or(held, inArray(courses.CompanyId, [...reach]))))
    .orderBy(asc(courses.Id));
}

async function partsOf(db: Db, courseId: number, q: Db = db): Promise<PartRecord[]> {
  return q
    .select()
    .from(courseParts)
    .where(eq(courseParts.CourseId, courseId))
    .orderBy(asc(courseParts.SortId), asc(courseParts.Id));
}

async function blocksOf(db: Db, partId: number, q: Db = db): Promise<BlockRecord[]> {
  return q.select().from(blocks).where(eq(blocks.PartId, partId)).orderBy(asc(blocks.SortId), asc(blocks.Id));
}

/** VideoPlay and its time per part id, for one user and course. */
async function videoPlays(
  db: Db,
  userId: number,
  courseId: number,
): Promise<Map<number, { play: number; at: string }>> {
  const rows = await db
    .select({ part: partProgress.CoursePartId, play: partProgress.VideoPlay, at: partProgress.UpdatedAt })
    .from(partProgress)
    .where(and(eq(partProgress.UserId, userId), eq(partProgress.CourseId, courseId)));
  return new Map(rows.map((r) => [r.part, { play: r.play, at: r.at }]));
}

async function coachesOf(db: Db, courseId: number) {
  return db
    .select({ UserId: users.Id, FirstName: users.FirstName, LastName: users.LastName })
    .from(courseCoaches)
    .innerJoin(users, eq(users.Id, courseCoaches.UserId))
    .where(eq(courseCoaches.CourseId, courseId))
    .orderBy(asc(courseCoaches.SortId), asc(users.Id));
}

async function isCoach(db: Db, userId: number, courseId: number, q: Db = db): Promise<boolean> {
  return first(await coachRow(q).execute({ course: courseId, user: userId })) !== undefined;
}

/** No exam the course's progress counts on (a published part's) waits to be passed. */
async function examsPassed(db: Db, userId: number, courseId: number, q: Db = db): Promise<boolean> {
  const [row] = await q
    .select({ n: count() })
    .from(courseParts)
    .leftJoin(
      userExams,
      and(
        eq(userExams.CoursePartId, courseParts.Id),
        eq(userExams.UserId, userId),
        eq(userExams.Status, 'completed'),
        eq(userExams.Passed, true),
      ),
    )
    .where(
      and(
        eq(courseParts.CourseId, courseId),
        eq(courseParts.Published, true),
        eq(courseParts.MentorOnly, false),
        eq(courseParts.ProgressCriteria, EXAM_PROGRESS_CRITERIA),
        isNotNull(courseParts.Exam),
        isNull(userExams.UserExamId),
      ),
    );
  return Number(row?.n ?? 0) === 0;
}

async function examFor(db: Db, userId: number, partId: number) {
  return first(
    await db
      .select()
      .from(userExams)
      .where(and(eq(userExams.UserId, userId), eq(userExams.CoursePartId, partId))),
  );
}

/**
 * Sets a part's VideoPlay for a user. Answers whether anything changed (an unchanged value
 * writes nothing) and the progress counts after it.
 */
async function setVideoPlay(
  db: Db,
  tx: Tx,
  change: { userId: number; courseId: number; partId: number; videoPlay: 0 | 1; now: string },
) {
  const { userId, courseId, partId, videoPlay, now } = change;
  const mine = and(eq(partProgress.UserId, userId), eq(partProgress.CoursePartId, partId));
  // One statement decides, so concurrent repeats change it (and log it) once on any engine:
  // the write happens only where the value differs, and answers a row only then.
  const written =
    videoPlay === 1
      ? await watchedSet(tx).execute({ user: userId, course: courseId, part: partId, now })
      : await tx
          .update(partProgress)
          .set({ VideoPlay: 0, UpdatedAt: now })
          .where(and(mine, ne(partProgress.VideoPlay, 0)))
          .returning({ part: partProgress.CoursePartId });
  const changed = written.length > 0;
  return { changed, counts: await progressCounts(db, userId, courseId, now, tx) };
}

/** The course's first start and first completion, each kept once (repeats leave the first). */
async function recordMilestones(
  _db: Db,
  tx: Tx,
  mark: { userId: number; courseId: number; now: string; started: boolean; completed: boolean },
): Promise<void> {
  const { userId, courseId, now } = mark;
  if (mark.started || mark.completed) await startedKept(tx).execute({ user: userId, course: courseId, now });
  if (mark.completed) await completedKept(tx).execute({ user: userId, course: courseId, now });
}

/** Who holds the whole-course edit lock, shown to everyone who opens the course. */
async function courseLockHolder(db: Db, courseId: number) {
  const row = first(
    await db
      .select({
        HolderUserId: courseLocks.HolderUserId,
        FirstName: users.FirstName,
        LastName: users.LastName,
      })
      .from(courseLocks)
      .innerJoin(users, eq(users.Id, courseLocks.HolderUserId))
      .where(and(eq(courseLocks.CourseId, courseId), eq(courseLocks.CoursePartId, 0))),
  );
  return row
    ? { HolderUserId: row.HolderUserId, HolderName: `${row.FirstName} ${row.LastName}`.trim() }
    : undefined;
}

export function createCoursesRepo(db: Db) {
  /** A query on this repository's handle. */
  const bound =
    <A extends unknown[], R>(query: (handle: Db, ...args: A) => R) =>
    (...args: A): R =>
      query(db, ...args);
  return {
    findCourse: bound(findCourse),

    findPart: bound(findPart),

    grantAccess: bound(grantAccess),

    revokeAccess: bound(revokeAccess),

    heldOf: bound(heldOf),

    hasAccess: bound(hasAccess),

    coursesFor: bound(coursesFor),

    partsOf: bound(partsOf),

    blocksOf: bound(blocksOf),

    videoPlays: bound(videoPlays),

    progressCounts: bound(progressCounts),

    coachesOf: bound(coachesOf),

    isCoach: bound(isCoach),

    examsPassed: bound(examsPassed),

    examFor: bound(examFor),

    setVideoPlay: bound(setVideoPlay),

    recordMilestones: bound(recordMilestones),

    courseLockHolder: bound(courseLockHolder),
  };
}

export type CoursesRepo = ReturnType<typeof createCoursesRepo>;
