// The mail a person gets when staff change their user type, and the role words of the
// invitation mail: what they may do at the school now, in their own language.
import { USER_TYPE } from '../../../shared/access';
import type { Work } from '../../db/unitOfWork';
import { mailLocale } from '../../mail/templates/render';
import type { InviteRole } from '../../mail/templates/types';
import type { UserRecord } from './users.repo';
import type { UsersDeps } from './users.service';

export function roleOf(userType: number): InviteRole {
  if (userType === USER_TYPE.admin) return 'admin';
  if (userType === USER_TYPE.coach) return 'coach';
  return 'student';
}

/** Inside the unit of work that changed the type: the mail goes out with its commit, or not at all. */
export async function mailRoleChange(deps: UsersDeps, w: Work, user: UserRecord): Promise<void> {
  const { memberships } = await deps.companies.scopeOf(user, w.tx);
  await deps.outbox.queue(w, user.Email, mailLocale(user.Language), {
    name: 'role-changed',
    firstName: user.FirstName,
    role: roleOf(user.UserType),
    school: memberships[0]?.Name ?? (await deps.schoolName()),
    link: `${deps.publicUrl}/login`,
  });
}
