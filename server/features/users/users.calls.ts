import * as profile from '../../../shared/calls/profile';
import * as calls from '../../../shared/calls/users';
import type { CallRegistry } from '../../calls/registry';
import type { AuthService } from '../auth/auth.service';
import type { ProfileService } from './profile.service';
import type { UsersService } from './users.service';

export function registerUsersCalls(
  registry: CallRegistry,
  service: UsersService,
  own: ProfileService,
  auth: Pick<AuthService, 'changePassword'>,
): void {
  registry.add(calls.getUsers, async (input, ctx) =>
    service.list(ctx.user, {
      search: input.Search,
      userType: input.UserType,
      companyId: input.CompanyId,
      courseId: input.CourseId,
      sortBy: input.SortBy,
      sortDir: input.SortDir,
      page: input.page,
      limit: input.limit,
    }),
  );
  registry.add(calls.getUser, async (input, ctx) => ({ data: await service.detail(ctx.user, input.Id) }));
  registry.add(calls.anonymiseUser, async (input, ctx) => ({
    data: await service.anonymise(ctx.user, input.Id),
  }));
  registry.add(calls.saveUser, async (input, ctx) => {
    const { Id, ...changes } = input;
    return { data: await service.save(ctx.user, Id, changes) };
  });
  registry.add(calls.grantCourseAccess, async (input, ctx) => ({
    data: { Granted: await service.grant(ctx.user, input.UserIds, input.CourseIds) },
  }));
  registry.add(calls.revokeCourseAccess, async (input, ctx) => ({
    data: { Revoked: await service.revoke(ctx.user, input.UserId, input.CourseId) },
  }));
  registry.add(calls.setUsersLocked, async (input, ctx) => ({
    data: { Changed: await service.setLocked(ctx.user, input.UserIds, input.Locked) },
  }));
  registry.add(calls.endUserSessions, async (input, ctx) => ({
    data: { Ended: await service.endSessions(ctx.user, input.Id) },
  }));
  registry.add(calls.inviteUsers, async (input, ctx) => ({
    data: { Invited: await service.invite(ctx.user, input) },
  }));
  registry.add(profile.getMyProfile, async (_input, ctx) => ({ data: await own.get(ctx.user) }));
  registry.add(profile.saveMyProfile, async (input, ctx) => ({ data: await own.save(ctx.user, input) }));
  registry.add(profile.changePassword, async (input, ctx) => {
    const { sessionsEnded } = await auth.changePassword(ctx.user, ctx.sessionId, input);
    return { data: { SessionsEnded: sessionsEnded } };
  });
}
