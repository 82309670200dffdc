// The person's own data as a file (users.php get_my_data).
import fp from 'fastify-plugin';
import * as calls from '../../../shared/calls/privacy';
import { AppError } from '../../calls/appError';
import { createPrivacyRepo } from './privacy.repo';

export const privacyPlugin = fp(
  async (app) => {
    const { database, registry, clock } = app.tonic;
    const repo = createPrivacyRepo(database.read);
    registry.add(calls.getMyData, async (_input, ctx) => {
      // Only ever the caller's own data: the call takes no user id.
      const profile = await repo.profile(ctx.user.Id);
      if (!profile) throw new AppError('NOT_FOUND');
      const rows = await repo.rowsOf(ctx.user.Id);
      return {
        data: {
          exportedAt: new Date(clock()).toISOString(),
          profile,
          courseAccess: rows.access,
          progress: rows.progress,
          xp: rows.xp,
          achievements: rows.achievements,
          certificates: rows.certs,
          messages: rows.mail,
          files: rows.files,
          earItemStates: rows.earStates,
          earRounds: rows.rounds,
          earAnswers: rows.earAnswers,
          habit: rows.habit,
          habitDays: rows.days,
        },
      };
    });
  },
  { name: 'privacy', dependencies: ['core'] },
);
