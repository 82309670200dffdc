// A journey's own people and courses, made through the server's real calls (./api.ts), so that
// journeys running side by side never change what another one reads. People register and
// confirm their address as anyone does (the mailed link), staff then give them a type and
// courses; courses are made and filled by an admin, under the edit lock like the editor.
import { randomInt } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { USER_TYPE } from '../../shared/access';
import * as auth from '../../shared/calls/auth';
import * as courses from '../../shared/calls/courses';
import * as editing from '../../shared/calls/editing';
import * as rewards from '../../shared/calls/rewards';
import * as users from '../../shared/calls/users';
import { ACCOUNTS, type AccountName, NEW_PASSWORD } from './accounts';
import { call } from './api';
import { mailedLink, VERIFY_LINK } from './mail';
import { mailDir, type Site, sessionFile, siteUrl } from './servers';

export interface Person {
  site: Site;
  id: number;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  /** First and last name, as the app shows them. */
  name: string;
  userType: number;
  /** A session of their own, opened through the sign-in call. */
  token: string;
}

/** A short suffix that no other journey of the run shares. */
export function unique(): string {
  return `${Date.now().toString(36).slice(-5)}${randomInt(36 ** 3).toString(36)}`.toUpperCase();
}

/** The session token a demo account's saved sign-in holds (e2e/auth.setup.ts). */
export function demoToken(site: Site, account: AccountName): string {
  const state = JSON.parse(readFileSync(sessionFile(site, account), 'utf8')) as {
    origins: { origin: string; localStorage: { name: string; value: string }[] }[];
  };
  const stored = state.origins
    .find((entry) => entry.origin === siteUrl(site))
    ?.localStorage.find((item) => item.name === 'user-token');
  if (!stored) throw new Error(`no saved session for ${account} on ${site}`);
  return stored.value;
}

const ids = new Map<string, number>();

/** A user's id, found by their address as staff find it on /users. */
export async function userIdOf(site: Site, email: string): Promise<number> {
  const key = `${site} ${email}`;
  const known = ids.get(key);
  if (known) return known;
  const found = await call(site, users.getUsers, { Search: email }, { token: demoToken(site, 'admin') });
  const row = found.data.find((user) => user.Username === email);
  if (!row) throw new Error(`no user ${email} on ${site}`);
  ids.set(key, row.Id);
  return row.Id;
}

/** A demo account's id. */
export function demoId(site: Site, account: AccountName): Promise<number> {
  return userIdOf(site, ACCOUNTS[account].email);
}

/** An address of a documentation range, one per person (see CallOptions.from). */
function clientAddress(): string {
  return `198.18.${randomInt(256)}.${randomInt(1, 255)}`;
}

/**
 * A new person: registered, address confirmed through the mailed link, given a type and courses
 * by an admin when asked, and signed in through the sign-in call.
 */
export async function makePerson(
  site: Site,
  options: { first?: string; last?: string; type?: 'student' | 'coach'; courses?: number[] } = {},
): Promise<Person> {
  const suffix = unique();
  const firstName = options.first ?? 'Fresh';
  // A surname of their own, so that rows and dialogs naming them are theirs alone.
  const lastName = `${options.last ?? 'Learner'} ${suffix}`;
  const email = `${firstName}.${suffix}@people.test`.toLowerCase();
  const from = clientAddress();
  await call(
    site,
    auth.register,
    { Email: email, Password: NEW_PASSWORD, FirstName: firstName, LastName: lastName, AcceptTerms: true },
    { from },
  );
  const link = new URL(await mailedLink(email, VERIFY_LINK, mailDir(site)));
  await call(site, auth.verifyEmail, { Code: link.searchParams.get('code') ?? '' }, { from });
  const id = await userIdOf(site, email);
  const admin = demoToken(site, 'admin');
  const userType = options.type === 'coach' ? USER_TYPE.coach : USER_TYPE.student;
  if (userType !== USER_TYPE.student)
    await call(site, users.saveUser, { Id: id, UserType: userType }, { token: admin });
  if (options.courses?.length) {
    await call(
      site,
      users.grantCourseAccess,
      { UserIds: [id], CourseIds: options.courses },
      { token: admin },
    );
  }
  const session = await call(site, auth.signIn, { Email: email, Password: NEW_PASSWORD }, { from });
  return {
    site,
    id,
    email,
    password: NEW_PASSWORD,
    firstName,
    lastName,
    name: `${firstName} ${lastName}`,
    userType,
    token: session.data.token,
  };
}

/**
 * What a browser keeps of a session: the stored values of SPEC §3 a sign-in writes
 * (client/session/storage.ts, rememberSession), as Playwright's storage state of the origin.
 */
export function sessionStateAt(
  origin: string,
  token: string,
  userType: number,
  avatar: string | null = null,
) {
  const stored = [
    { name: 'user-token', value: token },
    { name: 'user_type', value: String(userType) },
  ];
  if (avatar) stored.push({ name: 'avatar', value: avatar });
  return { cookies: [], origins: [{ origin, localStorage: stored }] };
}

/** What a browser keeps of a person's session. */
export function sessionState(person: Person) {
  return sessionStateAt(siteUrl(person.site), person.token, person.userType);
}

export interface PartSpec {
  name: string;
  /** Post type (1 episode, 2 task, 3 school, 4 milestone); 1 when absent. */
  type?: number;
  published?: boolean;
  /** The HTML of one text block. */
  text?: string;
  /** A video block before the text. */
  video?: string;
}

export interface MadeCourse {
  id: number;
  name: string;
  /** The parts' ids, in the order given. */
  parts: number[];
}

/**
 * A new course of this site with its parts, coached by the given staff (the demo coach when
 * none are named) and open to the given people.
 */
export async function makeCourse(
  site: Site,
  options: { name: string; parts?: PartSpec[]; coaches?: number[]; students?: number[] },
): Promise<MadeCourse> {
  const token = demoToken(site, 'admin');
  const coaches = options.coaches ?? [await demoId(site, 'coach')];
  const saved = await call(
    site,
    editing.saveCourse,
    { Name: options.name, Code: `E2E-${unique()}`, Site: site, Coaches: coaches },
    { token },
  );
  const courseId = saved.data.Id;
  const parts: number[] = [];
  if (options.parts?.length) {
    await call(site, editing.lockCourse, { CourseId: courseId }, { token });
    for (const part of options.parts) {
      const added = await call(
        site,
        editing.addCoursePart,
        { Id: courseId, Name: part.name, PostType: part.type ?? 1 },
        { token },
      );
      const partId = added.data.Id;
      parts.push(partId);
      if (part.text !== undefined || part.video !== undefined) {
        const blocks = [
          ...(part.video ? [{ BlockType: 'Video' as const, Title: part.name, VideoUrl: part.video }] : []),
          ...(part.text !== undefined ? [{ BlockType: 'Text' as const, Content: part.text }] : []),
        ];
        await call(
          site,
          editing.savePartBlocks,
          { CourseId: courseId, CoursePartId: partId, Blocks: blocks },
          { token },
        );
      }
      if (part.published) {
        await call(
          site,
          editing.saveCoursePart,
          { CourseId: courseId, CoursePartId: partId, Published: true },
          { token },
        );
      }
    }
    await call(site, editing.closeCourse, { CourseId: courseId }, { token });
  }
  if (options.students?.length) {
    await call(
      site,
      users.grantCourseAccess,
      { UserIds: options.students, CourseIds: [courseId] },
      { token },
    );
  }
  return { id: courseId, name: options.name, parts };
}

/**
 * Brings a student to where the demo's `student2` starts: every part of the course watched but
 * its milestones, and the XP rewards of its first three parts claimed (15 XP). Through the
 * student's own calls, as the course pages make them.
 */
export async function nearlyFinish(student: Person, courseId: number): Promise<void> {
  const token = student.token;
  const course = await call(student.site, courses.getCourse, { CourseId: courseId }, { token });
  const stops = (course.data[0]?.CourseParts ?? []).flatMap((part) => [
    { id: part.Id, type: part.PostType },
    ...part.Blocks.map((block) => ({ id: block.PostId, type: block.PostType })),
  ]);
  const watched = stops.filter((stop) => stop.type !== 4);
  for (const stop of watched) {
    await call(
      student.site,
      courses.updateVideoPlay,
      { CourseId: courseId, CoursePartId: stop.id },
      { token },
    );
  }
  for (const stop of watched.slice(0, 3)) {
    await call(student.site, rewards.saveReward, { course_id: courseId, course_part_id: stop.id }, { token });
  }
}
