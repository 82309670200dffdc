// The public site's calls: requests that become staff tasks, free lessons, ear-training XP and
// resources. Public calls that write are rate-limited per address.
import * as calls from '../../../shared/calls/publicSite';
import type { Site } from '../../../shared/site';
import { TASK_TYPE, UNASSIGNED_OWNER } from '../../../shared/tasks';
import { uploadUrl } from '../../../shared/uploads';
import { AppError } from '../../calls/appError';
import type { CallRegistry } from '../../calls/registry';
import type { RunWork } from '../../db/unitOfWork';
import type { CoursesService } from '../courses/courses.service';
import { presentContentBlock } from '../courses/courses.service';
import type { RewardsService } from '../rewards/rewards.service';
import type { TasksService } from '../tasks/tasks.service';
import type { PublicSiteRepo } from './publicSite.repo';

export interface PublicSiteDeps {
  repo: PublicSiteRepo;
  tasks: TasksService;
  courses: Pick<CoursesService, 'studentBlocksOf'>;
  rewards: RewardsService;
  work: RunWork;
  site: Site;
}

const EAR_TRAINING_MAX_XP = 10;

export function registerPublicSiteCalls(registry: CallRegistry, deps: PublicSiteDeps): void {
  const { repo, tasks, work } = deps;
  const perMinute = (points: number) => ({ rateLimit: { points, windowSec: 60, by: 'ip' as const } });
  const plain = (text: string) => text.replace(/[<>]/g, '');

  registry.add(
    calls.requestCoachingSession,
    async (input, ctx) => {
      const when = input.PreferredTime ?? null;
      const task = await work((w) =>
        tasks.open(
          w,
          {
            TaskType: TASK_TYPE.coachingRequest,
            TaskOwner: UNASSIGNED_OWNER,
            UserId: ctx.user?.Id ?? null,
            EventStartDate: when,
            Description: `Coaching session request from ${plain(input.Name)} <${input.Email}>`,
            Note: plain(input.Message),
          },
          ctx.user?.Id ?? null,
        ),
      );
      return { data: { Id: task.Id } };
    },
    perMinute(5),
  );

  registry.add(
    calls.sendContact,
    async (input, ctx) => {
      const company = input.Company ? ` (${plain(input.Company)})` : '';
      const task = await work((w) =>
        tasks.open(
          w,
          {
            TaskType: TASK_TYPE.contact,
            TaskOwner: UNASSIGNED_OWNER,
            UserId: ctx.user?.Id ?? null,
            Description: `Contact from ${plain(input.Name)}${company} <${input.Email}>`,
            Note: plain(input.Message),
          },
          ctx.user?.Id ?? null,
        ),
      );
      return { data: { Id: task.Id } };
    },
    perMinute(5),
  );

  const presentLesson = (row: Awaited<ReturnType<PublicSiteRepo['freeLessons']>>[number]) => ({
    CoursePartId: row.part.Id,
    CourseId: row.part.CourseId,
    CourseName: row.CourseName,
    Name: row.part.Name,
    Category: row.part.Category ?? row.CourseName,
    VideoLength: row.part.VideoLength,
  });

  registry.add(calls.getFreeLessons, async (input) => {
    const all = (await repo.freeLessons(deps.site)).map(presentLesson);
    const categories = [...new Set(all.map((l) => l.Category))];
    return { data: input.Category ? all.filter((l) => l.Category === input.Category) : all, categories };
  });

  registry.add(calls.getFreeLesson, async (input) => {
    const row = (await repo.freeLessons(deps.site)).find((r) => r.part.Id === input.CoursePartId);
    if (!row) throw new AppError('NOT_FOUND', { field: 'CoursePartId' });
    const blocks = (await deps.courses.studentBlocksOf(row.part.Id)).map(presentContentBlock);
    return { data: { ...presentLesson(row), ContentBlocks: blocks } };
  });

  registry.add(
    calls.completeEarTrainingRound,
    async (input, ctx) => {
      const user = ctx.user;
      if (input.Correct > input.Total) throw new AppError('VALIDATION_FAILED', { field: 'Correct' });
      const amount = Math.min(input.Correct, EAR_TRAINING_MAX_XP);
      return work(async (w) => {
        const account = await deps.rewards.account(w, user.Id);
        if (!account || account.CollectXp === 0 || amount === 0) {
          await deps.rewards.roundFinished(w, user.Id);
          return { data: { TotalXp: account?.TotalXp ?? 0, Awarded: 0 } };
        }
        const result = await deps.rewards.award(w, user.Id, {
          reason: 'ear_training',
          key: `ear:${input.RoundId}`,
          amount,
          courseId: null,
          partId: null,
          day: true,
        });
        return { data: { TotalXp: result.totalXp, Awarded: result.awarded ? amount : 0 } };
      });
    },
    { rateLimit: { points: 30, windowSec: 60, by: 'user' } },
  );

  const presentResource = (r: Awaited<ReturnType<PublicSiteRepo['resources']>>[number]) => ({
    Id: r.Id,
    Title: r.Title,
    Description: r.Description,
    Url: uploadUrl('resources/', r.FileName),
    CreatedAt: r.CreatedAt,
  });
  registry.add(calls.getResources, async () => ({ data: (await repo.resources()).map(presentResource) }));
  registry.add(calls.saveResource, async (input, ctx) => {
    const saved = await work((w) => repo.saveResource(w.tx, { ...input, by: ctx.user.Id }, w.now));
    if (!saved) throw new AppError('NOT_FOUND', { field: 'Id' });
    return { data: presentResource(saved) };
  });
  registry.add(calls.removeResource, async (input) => {
    if (!(await work((w) => repo.removeResource(w.tx, input.Id))))
      throw new AppError('NOT_FOUND', { field: 'Id' });
    return { data: { Id: input.Id } };
  });
}
