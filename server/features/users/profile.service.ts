// The signed-in person's own profile: the fields of SPEC §3, XP on or off, the language. Every
// open tab of theirs (and staff pages showing them) follows the change.
import type { MyProfile } from '../../../shared/calls/profile';
import type { ProfileFields } from '../../../shared/calls/users';
import { AppError } from '../../calls/appError';
import type { AuthedUser } from '../../calls/registry';
import type { Db } from '../../db/database';
import type { RunWork } from '../../db/unitOfWork';
import { newEvent } from '../../events/eventLog.repo';
import type { OwnersRepo } from '../../scope/owners.repo';
import { personSubject } from '../../scope/subjects';
import type { CompaniesService } from '../companies/companies.service';
import type { UserRecord, UsersRepo } from './users.repo';
import { photoUrl, profileFieldsOf } from './users.service';

export function createProfileService(deps: {
  repo: UsersRepo;
  work: RunWork;
  companies: Pick<CompaniesService, 'scopeOf'>;
  owners: OwnersRepo;
}) {
  const { repo, work } = deps;

  async function present(user: UserRecord, q?: Db): Promise<MyProfile> {
    const [photo, scope] = await Promise.all([
      repo.photoOf(user.UserFileId, q),
      deps.companies.scopeOf(user, q),
    ]);
    return {
      Id: user.Id,
      Email: user.Email,
      FirstName: user.FirstName,
      LastName: user.LastName,
      ...profileFieldsOf(user),
      Avatar: photoUrl(photo),
      Companies: scope.memberships,
    };
  }

  return {
    async get(user: AuthedUser): Promise<MyProfile> {
      const record = await repo.findById(user.Id);
      if (!record) throw new AppError('INVALID_TOKEN');
      return present(record);
    },

    save(user: AuthedUser, fields: ProfileFields): Promise<MyProfile> {
      return work(async (w) => {
        const record = await repo.update(w.tx, user.Id, fields, w.now);
        if (!record) throw new AppError('PROFILE_UPDATE_FAILED');
        const about = await personSubject(deps.owners, w.tx, user.Id, true);
        w.log(newEvent({ type: 'user:changed', actorId: user.Id, about, payload: { UserId: user.Id } }));
        return present(record, w.tx);
      });
    },
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;
