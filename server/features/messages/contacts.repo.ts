// Messages' people: who may write to whom (the recipient rules of SPEC §5 and the company walls)
// reads users, course access and coaching, and never the messages' text.
import { and, eq, gt, inArray, ne, or, sql } from 'drizzle-orm';
import { STAFF_PRIVILEGIES_THRESHOLD, STAFF_TYPES, USER_TYPE } from '../../../shared/access';
import { SYSTEM_USER_ID } from '../../../shared/messageRules';
import { type Db, first } from '../../db/database';
import { preparedOn } from '../../db/prepared';
import { companyMembers, courseAccess, courseCoaches, messages, users } from '../../db/tables';

// On the hot path of every submit (the recipient rule): prepared once. LastSeen comes along so
// the reply's presence of an offline recipient needs no second read of the same row.
const userRow = preparedOn((db) =>
  db
    .select({
      Id: users.Id,
      Email: users.Email,
      Language: users.Language,
      FirstName: users.FirstName,
      LastName: users.LastName,
      UserType: users.UserType,
      privilegies: users.privilegies,
      Locked: users.Locked,
      LastSeen: users.LastSeen,
    })
    .from(users)
    .where(eq(users.Id, sql.placeholder('id')))
    .prepare(),
);

export function createContactsRepo(db: Db) {
  return {
    async userById(id: number) {
      return first(await userRow(db).execute({ id }));
    },

    /** The coaches of the courses a student may open. */
    async coachesOfStudent(studentId: number): Promise<number[]> {
      const rows = await db
        .selectDistinct({ id: courseCoaches.UserId })
        .from(courseAccess)
        .innerJoin(courseCoaches, eq(courseCoaches.CourseId, courseAccess.CourseId))
        .where(eq(courseAccess.UserId, studentId));
      return rows.map((r) => r.id);
    },

    async coachesOfCourse(courseId: number): Promise<number[]> {
      const rows = await db
        .select({ id: courseCoaches.UserId })
        .from(courseCoaches)
        .where(eq(courseCoaches.CourseId, courseId))
        .orderBy(courseCoaches.SortId, courseCoaches.UserId);
      return rows.map((r) => r.id);
    },

    /** Students of the courses a coach coaches, or of every course for an admin. */
    async studentsOf(staffId: number, everyCourse: boolean) {
      const base = db
        .selectDistinct({
          Id: users.Id,
          FirstName: users.FirstName,
          LastName: users.LastName,
          UserType: users.UserType,
        })
        .from(courseAccess)
        .innerJoin(users, eq(users.Id, courseAccess.UserId));
      const student = and(eq(users.UserType, USER_TYPE.student), eq(users.Locked, false));
      const query = everyCourse
        ? base.where(student)
        : base
            .innerJoin(courseCoaches, eq(courseCoaches.CourseId, courseAccess.CourseId))
            .where(and(eq(courseCoaches.UserId, staffId), student));
      return query.orderBy(users.FirstName, users.LastName);
    },

    /**
     * A company's staff member's contacts: the other members of their companies and the school's
     * staff (staff by type or privilegies, in no company). Locked accounts are left out.
     */
    async companyContacts(companyIds: readonly number[], selfId: number) {
      const inCompanies = sql`${users.Id} in (select ${companyMembers.UserId} from ${companyMembers} where ${inArray(companyMembers.CompanyId, [...companyIds, -1])})`;
      const schoolStaff = and(
        or(inArray(users.UserType, [...STAFF_TYPES]), gt(users.privilegies, STAFF_PRIVILEGIES_THRESHOLD)),
        sql`not exists (select 1 from ${companyMembers} where ${companyMembers.UserId} = ${users.Id})`,
      );
      return db
        .select({
          Id: users.Id,
          FirstName: users.FirstName,
          LastName: users.LastName,
          UserType: users.UserType,
        })
        .from(users)
        .where(and(ne(users.Id, selfId), eq(users.Locked, false), or(inCompanies, schoolStaff)))
        .orderBy(users.FirstName, users.LastName);
    },

    async usersByIds(ids: number[]) {
      if (ids.length === 0) return [];
      return db
        .select({
          Id: users.Id,
          FirstName: users.FirstName,
          LastName: users.LastName,
          UserType: users.UserType,
        })
        .from(users)
        .where(and(inArray(users.Id, ids), eq(users.Locked, false)));
    },

    /** Whether staff member `from` has ever written to `to` (so `to` may answer). */
    async hasWritten(from: number, to: number): Promise<boolean> {
      const rows = await db
        .select({ Id: messages.Id })
        .from(messages)
        .where(
          and(
            eq(messages.SentByUserId, from),
            eq(messages.ToUserId, to),
            ne(messages.FromUserId, SYSTEM_USER_ID),
          ),
        )
        .limit(1);
      return rows.length > 0;
    },
  };
}
