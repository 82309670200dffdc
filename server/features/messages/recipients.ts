// Who may write to whom (SPEC §5) inside the company walls (server/scope/policy.ts mayMessage):
// a person on the other side of a wall is refused exactly like one who does not exist.
import { SYSTEM_USER_ID } from '../../../shared/messages';
import { isStaff } from '../../../shared/users';
import { AppError } from '../../calls/appError';
import type { AuthedUser } from '../../calls/registry';
import { isSchoolStaff, mayMessage } from '../../scope/policy';
import type { MessagesRepo } from './messages.repo';
import type { MessagesDeps, SubmitInput } from './messages.service';

export type RecipientRow = NonNullable<Awaited<ReturnType<MessagesRepo['userById']>>>;

/** Those of `ids` inside the user's wall (mayMessage); the school's staff reach everyone. */
export async function insideWall(
  deps: MessagesDeps,
  user: AuthedUser,
  ids: readonly number[],
): Promise<number[]> {
  if (isSchoolStaff(user)) return [...ids];
  const people = await deps.owners.recipients(ids);
  return ids.filter((id) => {
    const person = people.get(id);
    return person !== undefined && mayMessage(user, person);
  });
}

/** What the recipient rule reads of a recipient (each part only when the sender needs it). */
export interface RecipientFacts {
  recipient: RecipientRow | undefined;
  /** Their companies (read unless the sender is the school's staff). */
  companyIds: () => Promise<number[]> | number[];
  /** A student sender: whether the recipient coaches one of their courses. */
  coachesSender: () => Promise<boolean> | boolean;
  /** A student sender: whether the recipient wrote to them (not as the system). */
  wroteToSender: () => Promise<boolean> | boolean;
}

/**
 * Inside the wall, staff write to anyone; a student to their courses' coaches and to staff who
 * wrote to them. Answers the recipient's row when allowed, else null: a person outside the
 * wall is refused exactly like one who does not exist. The facts are asked in this order, each
 * only when the answer still depends on it.
 */
export async function recipientAllowed(
  user: AuthedUser,
  recipientId: number,
  facts: RecipientFacts,
): Promise<RecipientRow | null> {
  const { recipient } = facts;
  if (recipientId === user.Id || !recipient || recipient.Locked) return null;
  if (!isSchoolStaff(user) && !mayMessage(user, { ...recipient, CompanyIds: await facts.companyIds() }))
    return null;
  if (isStaff(user)) return recipient;
  return (await facts.coachesSender()) || (await facts.wroteToSender()) ? recipient : null;
}

/** The recipient rule reading its facts one by one, as the rule needs them. */
async function allowedRecipient(
  deps: MessagesDeps,
  user: AuthedUser,
  recipientId: number,
): Promise<RecipientRow | null> {
  if (recipientId === user.Id) return null;
  // The row is read first (the hot path of every send): the rest only when the rule asks.
  return recipientAllowed(user, recipientId, {
    recipient: await deps.repo.userById(recipientId),
    companyIds: () => deps.owners.companies(recipientId),
    coachesSender: async () => (await deps.repo.coachesOfStudent(user.Id)).includes(recipientId),
    wroteToSender: () => deps.repo.hasWritten(recipientId, user.Id),
  });
}

export async function mayWriteTo(
  deps: MessagesDeps,
  user: AuthedUser,
  recipientId: number,
): Promise<boolean> {
  return (await allowedRecipient(deps, user, recipientId)) !== null;
}

/**
 * Who a send goes to, and the LastSeen of those whose row the recipient rule read already (the
 * reply's presence uses it rather than reading the row again).
 */
export async function recipientsOf(
  deps: MessagesDeps,
  user: AuthedUser,
  input: SubmitInput,
): Promise<{ ids: number[]; lastSeen: Map<number, string | null> }> {
  if (input.SendToCourseCoaches) {
    if (!input.CourseId || !(await deps.canOpenCourse(user, input.CourseId))) {
      throw new AppError('NO_COURSE_ACCESS', { field: 'CourseId' });
    }
    const coaches = await insideWall(
      deps,
      user,
      (await deps.repo.coachesOfCourse(input.CourseId)).filter((id) => id !== user.Id),
    );
    if (coaches.length === 0) throw new AppError('NO_COACHES', { field: 'CourseId' });
    return { ids: coaches, lastSeen: new Map() };
  }
  if (input.UserId === SYSTEM_USER_ID) throw new AppError('SYSTEM_MESSAGE_NO_REPLY', { field: 'UserId' });
  const recipient = input.UserId === undefined ? null : await allowedRecipient(deps, user, input.UserId);
  if (!recipient) throw new AppError('RECIPIENT_NOT_ALLOWED', { field: 'UserId' });
  return { ids: [recipient.Id], lastSeen: new Map([[recipient.Id, recipient.LastSeen]]) };
}
