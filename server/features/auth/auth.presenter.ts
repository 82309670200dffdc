// What leaves the server about a signed-in user: an explicit field list, never the row.
import { type UploadFolder, uploadFolder, uploadUrl } from '../../../shared/uploads';
import type { AuthedUser } from '../../calls/registry';
import type { UserRecord } from './auth.repo';

/** The stored file a user's UserFileId names (their profile photo), when there is one. */
export interface PhotoFile {
  Folder: string;
  FileName: string;
}

export function presentSessionUser(
  user: UserRecord,
  photo: PhotoFile | null | undefined,
  companyIds: number[],
): AuthedUser {
  const folder: UploadFolder | null = photo ? uploadFolder(photo.Folder) : null;
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
    CompanyIds: companyIds,
    Avatar: photo && folder ? uploadUrl(folder, photo.FileName) : null,
  };
}

/** The reply shape: AuthedUser without the email (the client has its own copy). */
export function publicUser({ Email: _email, ...user }: AuthedUser) {
  return user;
}
