// Courses, parts, blocks, access, coaches, exams and per-user part progress: the SQL.
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Site } from '../../../shared/site';
import type { Db } from '../../db/client';
import {
  blocks,
  courseAccess,
  courseCoaches,
  courseParts,
  courses,
  partProgress,
  userExams,
  users,
} from '../../db/schema';
import { writeTx } from '../../db/tx';
import { appendEvents, type NewEvent } from '../../events/eventLog.repo';

export type CourseRecord = typeof courses.$inferSelect;
export type PartRecord = typeof courseParts.$inferSelect;
export type BlockRecord = typeof blocks.$inferSelect;

/** Which parts count towards progress: published, not for mentors only, published by now. */
function countablePartsOf(courseId: number, now: string) {
  return and(
    eq(courseParts.CourseId, courseId),
    eq(courseParts.Published, true),
    eq(courseParts.MentorOnly, false),
    sql`(${courseParts.PublishDate} is null or ${courseParts.PublishDate} <= ${now})`,
  );
}

export function createCoursesRepo(db: Db) {
  const courseById = db
    .select()
    .from(courses)
    .where(eq(courses.Id, sql.placeholder('id')))
    .prepare();
  const accessRow = db
    .select({ UserId: courseAccess.UserId })
    .from(courseAccess)
    .where(
      and(
        eq(courseAccess.UserId, sql.placeholder('user')),
        eq(courseAccess.CourseId, sql.placeholder('course')),
      ),
    )
    .prepare();
  const partById = db
    .select()
    .from(courseParts)
    .where(eq(courseParts.Id, sql.placeholder('id')))
    .prepare();

  function progressCounts(userId: number, courseId: number, now: string) {
    const countable =
      db.select({ n: count() }).from(courseParts).where(countablePartsOf(courseId, now)).get()?.n ?? 0;
    const watched =
      db
        .select({ n: count() })
        .from(partProgress)
        .innerJoin(courseParts, eq(courseParts.Id, partProgress.CoursePartId))
        .where(
          and(
            eq(partProgress.UserId, userId),
            eq(partProgress.VideoPlay, 1),
            countablePartsOf(courseId, now),
          ),
        )
        .get()?.n ?? 0;
    return { countable, watched };
  }

  return {
    findCourse(id: number): CourseRecord | undefined {
      return courseById.get({ id });
    },

    findPart(id: number): PartRecord | undefined {
      return partById.get({ id });
    },

    hasAccess(userId: number, courseId: number): boolean {
      return accessRow.get({ user: userId, course: courseId }) !== undefined;
    },

    /** Courses of a site the user may open: all of them for staff, granted ones for students. */
    coursesFor(userId: number, everything: boolean, site: Site): CourseRecord[] {
      const ofSite = inArray(courses.Site, [site, 'both']);
      if (everything) return db.select().from(courses).where(ofSite).orderBy(asc(courses.Id)).all();
      return db
        .select({ course: courses })
        .from(courseAccess)
        .innerJoin(courses, eq(courses.Id, courseAccess.CourseId))
        .where(and(eq(courseAccess.UserId, userId), ofSite))
        .orderBy(asc(courses.Id))
        .all()
        .map((r) => r.course);
    },

    partsOf(courseId: number): PartRecord[] {
      return db
        .select()
        .from(courseParts)
        .where(eq(courseParts.CourseId, courseId))
        .orderBy(asc(courseParts.SortId), asc(courseParts.Id))
        .all();
    },

    blocksOf(partId: number): BlockRecord[] {
      return db
        .select()
        .from(blocks)
        .where(eq(blocks.PartId, partId))
        .orderBy(asc(blocks.SortId), asc(blocks.Id))
        .all();
    },

    /** VideoPlay and its time per part id, for one user and course. */
    videoPlays(userId: number, courseId: number): Map<number, { play: number; at: string }> {
      const rows = db
        .select({ part: partProgress.CoursePartId, play: partProgress.VideoPlay, at: partProgress.UpdatedAt })
        .from(partProgress)
        .where(and(eq(partProgress.UserId, userId), eq(partProgress.CourseId, courseId)))
        .all();
      return new Map(rows.map((r) => [r.part, { play: r.play, at: r.at }]));
    },

    progressCounts,

    coachesOf(courseId: number) {
      return db
        .select({ UserId: users.Id, FirstName: users.FirstName, LastName: users.LastName })
        .from(courseCoaches)
        .innerJoin(users, eq(users.Id, courseCoaches.UserId))
        .where(eq(courseCoaches.CourseId, courseId))
        .orderBy(asc(courseCoaches.SortId), asc(users.Id))
        .all();
    },

    findExam(id: number) {
      return db.select().from(userExams).where(eq(userExams.UserExamId, id)).get();
    },

    examFor(userId: number, partId: number) {
      return db
        .select()
        .from(userExams)
        .where(and(eq(userExams.UserId, userId), eq(userExams.CoursePartId, partId)))
        .get();
    },

    /**
     * Sets a part's VideoPlay for a user in one transaction with the events it causes. Answers
     * whether anything changed; an unchanged value writes nothing and logs nothing.
     */
    setVideoPlay(
      change: { userId: number; courseId: number; partId: number; videoPlay: 0 | 1; now: string },
      eventsFor: (counts: { countable: number; watched: number }) => NewEvent[],
    ) {
      return writeTx(db, (tx) => {
        const { userId, courseId, partId, videoPlay, now } = change;
        const current = tx
          .select({ play: partProgress.VideoPlay })
          .from(partProgress)
          .where(and(eq(partProgress.UserId, userId), eq(partProgress.CoursePartId, partId)))
          .get();
        const changed = (current?.play ?? 0) !== videoPlay;
        if (changed) {
          tx.insert(partProgress)
            .values({
              UserId: userId,
              CourseId: courseId,
              CoursePartId: partId,
              VideoPlay: videoPlay,
              UpdatedAt: now,
            })
            .onConflictDoUpdate({
              target: [partProgress.UserId, partProgress.CoursePartId],
              set: { VideoPlay: videoPlay, UpdatedAt: now },
            })
            .run();
        }
        const counts = progressCounts(userId, courseId, now);
        const events = changed ? appendEvents(tx, eventsFor(counts), now) : [];
        return { changed, counts, events };
      });
    },

    totalXp(userId: number): number {
      return db.select({ xp: users.TotalXp }).from(users).where(eq(users.Id, userId)).get()?.xp ?? 0;
    },
  };
}

export type CoursesRepo = ReturnType<typeof createCoursesRepo>;
