// Demo data for a new database (TONIC_SEED=demo): one account of each kind, named in the README.
import { and, count, eq, inArray } from 'drizzle-orm';
import { USER_TYPE } from '../../shared/access';
import { type Database, type Db, first, type Tx } from '../db/database';
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
} from '../db/tables';
import { hashPassword } from '../security/secrets';
import { DEMO_COURSES, type DemoPart } from './demoCourses';

export const DEMO_PASSWORD = 'tonic-demo';

export const DEMO_USERS = [
  {
    Email: 'admin@tonic.test',
    FirstName: 'Ada',
    LastName: 'Admin',
    UserType: USER_TYPE.admin,
    privilegies: 100,
  },
  {
    Email: 'coach@tonic.test',
    FirstName: 'Cole',
    LastName: 'Coach',
    UserType: USER_TYPE.coach,
    privilegies: 60,
  },
  {
    Email: 'student@tonic.test',
    FirstName: 'Sam',
    LastName: 'Student',
    UserType: USER_TYPE.student,
    privilegies: 0,
  },
  {
    Email: 'student2@tonic.test',
    FirstName: 'Sara',
    LastName: 'Student',
    UserType: USER_TYPE.student,
    privilegies: 0,
  },
] as const;

/** The demo accounts a database holds: with their published password, a way in for anyone. */
export async function demoAccountsIn(read: Db): Promise<string[]> {
  const emails = DEMO_USERS.map((user) => user.Email);
  const rows = await read.select({ Email: users.Email }).from(users).where(inArray(users.Email, emails));
  return rows.map((row) => row.Email);
}

/**
 * The demo password's hash, made once per process: a process that seeds many databases (the
 * tests start hundreds of servers) hashes the known demo password once, not at every start.
 */
let demoPasswordHash: Promise<string> | undefined;

/** Seeds only an empty database, so restarts never duplicate or overwrite anything. */
export async function seedDemo(database: Database, now: string): Promise<boolean> {
  demoPasswordHash ??= hashPassword(DEMO_PASSWORD).catch((error: unknown) => {
    demoPasswordHash = undefined;
    throw error;
  });
  const PasswordHash = await demoPasswordHash;
  return database.transaction(async (tx) => {
    const existing = first(await tx.select({ n: count() }).from(users))?.n ?? 0;
    if (existing > 0) return false;
    const ids = new Map<string, number>();
    for (const user of DEMO_USERS) {
      const [row] = await tx
        .insert(users)
        .values({
          ...user,
          Username: user.Email,
          PasswordHash,
          CompanyName: user.UserType === USER_TYPE.student ? null : 'Tonic',
          Verified: true,
          CreatedAt: now,
          UpdatedAt: now,
        })
        .returning({ Id: users.Id });
      if (row) ids.set(user.Email, row.Id);
    }
    await seedCourses(tx, now, ids);
    await seedAchievements(tx);
    await seedNews(tx, now);
    const nearlyDone = ids.get('student2@tonic.test');
    if (nearlyDone) await seedNearlyFinished(tx, now, nearlyDone);
    return true;
  });
}

/** One published news item per site variant, so the latest-news banner has something to show (SPEC §4). */
export const DEMO_NEWS = [
  {
    Site: 'academy',
    title: 'Ear training is here',
    content:
      '<p>Train your ear with interval exercises: hear two notes and name the interval, or play it on the keyboard.</p>',
    title_sv: 'Nu finns gehörsträning',
    content_sv:
      '<p>Träna örat med intervallövningar: hör två toner och namnge intervallet, eller spela det på klaviaturen.</p>',
  },
  {
    Site: 'teams',
    title: 'Certificates for your team',
    content:
      '<p>Courses can now issue certificates: when a learner finishes a course, a certificate with a verification code is ready on their profile.</p>',
    title_sv: 'Intyg för ditt team',
    content_sv:
      '<p>Kurser kan nu utfärda intyg: när en deltagare har gått klart en kurs finns ett intyg med verifieringskod på profilen.</p>',
  },
] as const;

async function seedNews(tx: Tx, now: string): Promise<void> {
  await tx.insert(news).values(
    DEMO_NEWS.map((item) => ({
      ...item,
      Published: true,
      PublishedAt: now,
      CreatedAt: now,
      UpdatedAt: now,
    })),
  );
}

async function seedCourses(tx: Tx, now: string, userIds: Map<string, number>): Promise<void> {
  const coach = userIds.get('coach@tonic.test');
  const students = ['student@tonic.test', 'student2@tonic.test'].map((e) => userIds.get(e));
  for (const demo of DEMO_COURSES) {
    const [course] = await tx
      .insert(courses)
      .values({
        Name: demo.name,
        Code: demo.code,
        Site: demo.site,
        Language: demo.language ?? 'en',
        Description: demo.description,
        CertificateTemplate: demo.certificateTemplate,
        CreatedAt: now,
        UpdatedAt: now,
      })
      .returning({ Id: courses.Id });
    if (!course) continue;
    for (const [index, part] of demo.parts.entries()) {
      await insertPart(tx, now, course.Id, null, part, (index + 1) * 10);
    }
    if (coach) await tx.insert(courseCoaches).values({ CourseId: course.Id, UserId: coach, SortId: 0 });
    for (const student of students) {
      if (student)
        await tx
          .insert(courseAccess)
          .values({ UserId: student, CourseId: course.Id, Source: 'admin', GrantedAt: now });
    }
  }
}

async function insertPart(
  tx: Tx,
  now: string,
  courseId: number,
  parentId: number | null,
  part: DemoPart,
  sortId: number,
): Promise<void> {
  const [row] = await tx
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
      Exam: part.exam ? JSON.stringify(part.exam) : null,
      CreatedAt: now,
      UpdatedAt: now,
    })
    .returning({ Id: courseParts.Id });
  if (!row) return;
  let blockSort = 10;
  if (part.video) {
    await tx.insert(blocks).values({
      PartId: row.Id,
      BlockType: 'Video',
      Title: part.name,
      VideoUrl: part.video.url,
      VideoLength: part.video.seconds,
      SortId: blockSort,
    });
    blockSort += 10;
  }
  await tx
    .insert(blocks)
    .values({ PartId: row.Id, BlockType: 'Text', Content: part.text, SortId: blockSort });
  for (const [index, child] of (part.children ?? []).entries()) {
    await insertPart(tx, now, courseId, row.Id, child, (index + 1) * 10);
  }
}

/** Achievements at several thresholds, each with its icon: four for all XP, one for the academy course. */
async function seedAchievements(tx: Tx): Promise<void> {
  const academy = first(await tx.select({ Id: courses.Id }).from(courses).where(eq(courses.Code, 'EAR-101')));
  await tx.insert(achievements).values([
    {
      title: 'First steps',
      description: 'You earned your first XP.',
      title_sv: 'Första stegen',
      description_sv: 'Du har fått dina första XP.',
      required_xp: 5,
      Icon: 'rocket',
      CourseId: null,
    },
    {
      title: 'Getting warmer',
      description: '25 XP and counting.',
      title_sv: 'Det börjar brännas',
      description_sv: '25 XP och fler på väg.',
      required_xp: 25,
      Icon: 'flame',
      CourseId: null,
    },
    {
      title: 'On a roll',
      description: '50 XP: practice is paying off.',
      title_sv: 'I farten',
      description_sv: '50 XP: övningen lönar sig.',
      required_xp: 50,
      Icon: 'star',
      CourseId: null,
    },
    {
      title: 'Golden ear',
      description: '100 XP. Impressive!',
      title_sv: 'Guldöra',
      description_sv: '100 XP. Imponerande!',
      required_xp: 100,
      Icon: 'crown',
      CourseId: null,
    },
    {
      title: 'Interval explorer',
      description: '20 XP in Ear Training Fundamentals.',
      title_sv: 'Intervallutforskare',
      description_sv: '20 XP i Gehörsträning grunder.',
      required_xp: 20,
      Icon: 'music',
      CourseId: academy?.Id ?? null,
    },
  ]);
}

/**
 * Sara has watched every part of the academy course but the milestone, and claimed three
 * rewards: one step from her certificate.
 */
async function seedNearlyFinished(tx: Tx, now: string, userId: number): Promise<void> {
  const academy = first(await tx.select({ Id: courses.Id }).from(courses).where(eq(courses.Code, 'EAR-101')));
  if (!academy) return;
  const parts = (
    await tx
      .select({ Id: courseParts.Id, PostType: courseParts.PostType })
      .from(courseParts)
      .where(
        and(
          eq(courseParts.CourseId, academy.Id),
          eq(courseParts.Published, true),
          eq(courseParts.MentorOnly, false),
        ),
      )
  ).filter((p) => p.PostType !== 4);
  for (const part of parts) {
    await tx
      .insert(partProgress)
      .values({ UserId: userId, CourseId: academy.Id, CoursePartId: part.Id, VideoPlay: 1, UpdatedAt: now });
  }
  for (const part of parts.slice(0, 3)) {
    await tx.insert(xpLedger).values({
      UserId: userId,
      Amount: 5,
      Reason: 'reward',
      AwardKey: `reward:${part.Id}`,
      CourseId: academy.Id,
      CoursePartId: part.Id,
      CreatedAt: now,
    });
  }
  const firstSteps = first(
    await tx.select({ Id: achievements.Id }).from(achievements).where(eq(achievements.required_xp, 5)),
  );
  if (firstSteps)
    await tx.insert(userAchievements).values({ UserId: userId, AchievementId: firstSteps.Id, EarnedAt: now });
  await tx.update(users).set({ TotalXp: 15 }).where(eq(users.Id, userId));
}
