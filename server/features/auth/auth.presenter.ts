// What leaves the server about a signed-in user: an explicit field list, never the row.
import type { AuthedUser } from '../../calls/registry';
import type { UserRecord } from './auth.repo';

export function presentSessionUser(user: UserRecord): AuthedUser {
  return {
    Id: user.Id,
    Email: user.Email,
    Username: user.Username,
    FirstName: user.FirstName,
    LastName: user.LastName,
    UserType: user.UserType,
    UserFileId: user.UserFileId,
    privilegies: user.privilegies,
    TotalXp: user.TotalXp,
    CollectXp: user.CollectXp,
    CompanyName: user.CompanyName,
  };
}

/** The reply shape: AuthedUser without the email (the client has its own copy). */
export function publicUser({ Email: _email, ...user }: AuthedUser) {
  return user;
}
