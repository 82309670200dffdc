// The school's achievements, edited by its admins (type 2; the call's access and scope say so):
// titles and descriptions in English and Swedish, the XP that earns each, its icon. Every change
// logs achievement:changed to everyone, so open profiles and editors follow. A new school gets
// the starter set once, with its first administrator.
import type { Achievement } from '../../../shared/calls/rewards';
import { AppError } from '../../calls/appError';
import type { AuthedUser } from '../../calls/registry';
import type { RunWork, Work } from '../../db/unitOfWork';
import { newEvent } from '../../events/eventLog.repo';
import type { AchievementsRepo, AchievementValues } from './achievements.repo';
import { presentAchievement } from './rewards.presenter';
import { STARTER_ACHIEVEMENTS, STARTER_ACHIEVEMENTS_KEY } from './starterAchievements';

export interface AchievementsDeps {
  repo: AchievementsRepo;
  work: RunWork;
}

function changed(w: Work, actorId: number, id: number, removed: boolean) {
  w.log(
    newEvent({
      type: 'achievement:changed',
      actorId,
      about: {},
      payload: { AchievementId: id, Removed: removed },
    }),
  );
}

const notFound = () => new AppError('NOT_FOUND', { field: 'Id' });

async function save(
  deps: AchievementsDeps,
  user: AuthedUser,
  input: AchievementValues & { Id?: number | undefined },
): Promise<Achievement> {
  const { Id, ...values } = input;
  return deps.work(async (w) => {
    const row =
      Id === undefined
        ? (await deps.repo.insert(w.tx, [values]))[0]
        : await deps.repo.update(w.tx, Id, values);
    if (!row) throw notFound();
    changed(w, user.Id, row.Id, false);
    return presentAchievement(row);
  });
}

async function remove(deps: AchievementsDeps, user: AuthedUser, id: number): Promise<{ Id: number }> {
  return deps.work(async (w) => {
    if (!(await deps.repo.remove(w.tx, id))) throw notFound();
    changed(w, user.Id, id, true);
    return { Id: id };
  });
}

/**
 * The starter set, made once per database (a settings marker decides, so removing them all does
 * not bring them back). Answers how many were made: 0 when the school had them already.
 */
async function ensureStarterSet(deps: AchievementsDeps, actorId: number): Promise<number> {
  return deps.work(async (w) => {
    if (!(await deps.repo.markOnce(w.tx, STARTER_ACHIEVEMENTS_KEY, w.now))) return 0;
    const made = await deps.repo.insert(w.tx, [...STARTER_ACHIEVEMENTS]);
    for (const row of made) changed(w, actorId, row.Id, false);
    return made.length;
  });
}

export function createAchievementsService(deps: AchievementsDeps) {
  const bound =
    <A extends unknown[], R>(step: (d: AchievementsDeps, ...args: A) => R) =>
    (...args: A): R =>
      step(deps, ...args);
  return {
    save: bound(save),
    remove: bound(remove),
    ensureStarterSet: bound(ensureStarterSet),
  };
}

export type AchievementsService = ReturnType<typeof createAchievementsService>;
