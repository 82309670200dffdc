// Demo data for a new database (TONIC_SEED=demo): one account of each kind, named in the README.
import { and, count, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  achievements,
  blocks,
  courseAccess,
  courseCoaches,
  courseParts,
  courses,
  news,
  partProgress,
  userAchievements,
  users,
  xpLedger,
} from '../db/schema';
import type { Tx } from '../db/tx';
import { hashPassword } from '../features/auth/secrets';
import { DEMO_COURSES, type DemoPart } from './demoCourses';

export const DEMO_PASSWORD = 'tonic-demo';

export const DEMO_USERS = [
  { Email: 'admin@tonic.test', FirstName: 'Ada', LastName: 'Admin', UserType: 2, privilegies: 100 },
  { Email: 'coach@tonic.test', FirstName: 'Cole', LastName: 'Coach', UserType: 8, privilegies: 60 },
  { Email: 'student@tonic.test', FirstName: 'Sam', LastName: 'Student', UserType: 1, privilegies: 0 },
  { Email: 'student2@tonic.test', FirstName: 'Sara', LastName: 'Student', UserType: 1, privilegies: 0 },
] as const;

/** Seeds only an empty database, so restarts never duplicate or overwrite anything. */
export async function seedDemo(db: Db): Promise<boolean> {
  const existing = db.select({ n: count() }).from(users).get()?.n ?? 0;
  if (existing > 0) return false;
  const now = new Date().toISOString();
  const PasswordHash = await hashPassword(DEMO_PASSWORD);
  db.transaction(
    (tx) => {
      const ids = new Map<string, number>();
      for (const user of DEMO_USERS) {
        const row = tx
          .insert(users)
          .values({
            ...user,
            Username: user.Email,
            PasswordHash,
            CompanyName: user.UserType === 1 ? null : 'Tonic',
            Verified: true,
            CreatedAt: now,
            UpdatedAt: now,
          })
          .returning({ Id: users.Id })
          .get();
        ids.set(user.Email, row.Id);
      }
      seedCourses(tx, now, ids);
      seedAchievements(tx);
      seedNews(tx, now);
      const nearlyDone = ids.get('student2@tonic.test');
      if (nearlyDone) seedNearlyFinished(tx, now, nearlyDone);
    },
    { behavior: 'immediate' },
  );
  return true;
}

/** One published news item, so the latest-news banner has something to show (SPEC §4). */
export const DEMO_NEWS_TITLE = 'Ear training is here';

function seedNews(tx: Tx, now: string): void {
  tx.insert(news)
    .values({
      title: DEMO_NEWS_TITLE,
      content:
        '<p>Train your ear with interval exercises: hear two notes and name the interval, or play it on the keyboard.</p>',
      Published: true,
      PublishedAt: now,
      CreatedAt: now,
      UpdatedAt: now,
    })
    .run();
}

function seedCourses(tx: Tx, now: string, userIds: Map<string, number>): void {
  const coach = userIds.get('coach@tonic.test');
  const students = ['student@tonic.test', 'student2@tonic.test'].map((e) => userIds.get(e));
  for (const demo of DEMO_COURSES) {
    const course = tx
      .insert(courses)
      .values({
        Name: demo.name,
        Code: demo.code,
        Site: demo.site,
        Description: demo.description,
        CertificateTemplate: demo.certificateTemplate,
        CreatedAt: now,
        UpdatedAt: now,
      })
      .returning({ Id: courses.Id })
      .get();
    demo.parts.forEach((part, index) => {
      insertPart(tx, now, course.Id, null, part, (index + 1) * 10);
    });
    if (coach) tx.insert(courseCoaches).values({ CourseId: course.Id, UserId: coach, SortId: 0 }).run();
    for (const student of students) {
      if (student)
        tx.insert(courseAccess)
          .values({ UserId: student, CourseId: course.Id, Source: 'admin', GrantedAt: now })
          .run();
    }
  }
}

function insertPart(
  tx: Tx,
  now: string,
  courseId: number,
  parentId: number | null,
  part: DemoPart,
  sortId: number,
): void {
  const row = tx
    .insert(courseParts)
    .values({
      CourseId: courseId,
      ParentPartId: parentId,
      Name: part.name,
      PostType: part.type,
      Published: !part.unpublished,
      PublishDate: part.unpublished ? null : now,
      SortId: sortId,
      VideoLength: part.video?.seconds ?? 0,
      Free: part.free ?? false,
      MentorOnly: part.mentorOnly ?? false,
      Category: part.category ?? null,
      CreatedAt: now,
      UpdatedAt: now,
    })
    .returning({ Id: courseParts.Id })
    .get();
  let blockSort = 10;
  if (part.video) {
    tx.insert(blocks)
      .values({
        PartId: row.Id,
        BlockType: 'Video',
        Title: part.name,
        VideoUrl: part.video.url,
        VideoLength: part.video.seconds,
        SortId: blockSort,
      })
      .run();
    blockSort += 10;
  }
  tx.insert(blocks)
    .values({ PartId: row.Id, BlockType: 'Text', Content: part.text, SortId: blockSort })
    .run();
  part.children?.forEach((child, index) => {
    insertPart(tx, now, courseId, row.Id, child, (index + 1) * 10);
  });
}

/** Achievements at several thresholds: four for all XP, one for the academy course. */
function seedAchievements(tx: Tx): void {
  const academy = tx.select({ Id: courses.Id }).from(courses).where(eq(courses.Code, 'EAR-101')).get();
  tx.insert(achievements)
    .values([
      { title: 'First steps', description: 'You earned your first XP.', required_xp: 5, CourseId: null },
      { title: 'Getting warmer', description: '25 XP and counting.', required_xp: 25, CourseId: null },
      { title: 'On a roll', description: '50 XP: practice is paying off.', required_xp: 50, CourseId: null },
      { title: 'Golden ear', description: '100 XP. Impressive!', required_xp: 100, CourseId: null },
      {
        title: 'Interval explorer',
        description: '20 XP in Ear Training Fundamentals.',
        required_xp: 20,
        CourseId: academy?.Id ?? null,
      },
    ])
    .run();
}

/**
 * Sara has watched every part of the academy course but the milestone, and claimed three
 * rewards: one step from her certificate.
 */
function seedNearlyFinished(tx: Tx, now: string, userId: number): void {
  const academy = tx.select({ Id: courses.Id }).from(courses).where(eq(courses.Code, 'EAR-101')).get();
  if (!academy) return;
  const parts = tx
    .select({ Id: courseParts.Id, PostType: courseParts.PostType })
    .from(courseParts)
    .where(
      and(
        eq(courseParts.CourseId, academy.Id),
        eq(courseParts.Published, true),
        eq(courseParts.MentorOnly, false),
      ),
    )
    .all()
    .filter((p) => p.PostType !== 4);
  for (const part of parts) {
    tx.insert(partProgress)
      .values({ UserId: userId, CourseId: academy.Id, CoursePartId: part.Id, VideoPlay: 1, UpdatedAt: now })
      .run();
  }
  for (const part of parts.slice(0, 3)) {
    tx.insert(xpLedger)
      .values({
        UserId: userId,
        Amount: 5,
        Reason: 'reward',
        AwardKey: `reward:${part.Id}`,
        CourseId: academy.Id,
        CoursePartId: part.Id,
        CreatedAt: now,
      })
      .run();
  }
  const firstSteps = tx
    .select({ Id: achievements.Id })
    .from(achievements)
    .where(eq(achievements.required_xp, 5))
    .get();
  if (firstSteps)
    tx.insert(userAchievements).values({ UserId: userId, AchievementId: firstSteps.Id, EarnedAt: now }).run();
  tx.update(users).set({ TotalXp: 15 }).where(eq(users.Id, userId)).run();
}
