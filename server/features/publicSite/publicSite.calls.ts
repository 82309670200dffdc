// The public site's calls: requests that become staff tasks, free lessons, ear-training XP and
// resources. Public calls that write are rate-limited per address.
import * as calls from '../../../shared/calls/publicSite';
import { rooms } from '../../../shared/realtime';
import type { Site } from '../../../shared/site';
import { TASK_TYPE, UNASSIGNED_OWNER } from '../../../shared/tasks';
import { uploadUrl } from '../../../shared/uploads';
import { AppError } from '../../calls/appError';
import type { CallRegistry } from '../../calls/registry';
import type { EventBus } from '../../events/bus';
import { newEvent } from '../../events/eventLog.repo';
import { presentContentBlock } from '../courses/courses.presenter';
import type { CoursesRepo } from '../courses/courses.repo';
import type { TasksRepo } from '../tasks/tasks.repo';
import type { XpRepo } from '../xp/xp.repo';
import type { PublicSiteRepo } from './publicSite.repo';

export interface PublicSiteDeps {
  repo: PublicSiteRepo;
  tasks: TasksRepo;
  courses: CoursesRepo;
  xp: XpRepo;
  bus: EventBus;
  site: Site;
}

const EAR_TRAINING_MAX_XP = 10;

export function registerPublicSiteCalls(registry: CallRegistry, deps: PublicSiteDeps): void {
  const { repo, tasks, bus } = deps;
  const perMinute = (points: number) => ({ rateLimit: { points, windowSec: 60, by: 'ip' as const } });
  const now = () => new Date().toISOString();
  const plain = (text: string) => text.replace(/[<>]/g, '');

  registry.add(
    calls.requestCoachingSession,
    (input, ctx) => {
      const when = input.PreferredTime ?? null;
      const { task, events } = tasks.create(
        {
          TaskType: TASK_TYPE.coachingRequest,
          TaskOwner: UNASSIGNED_OWNER,
          UserId: ctx.user?.Id ?? null,
          EventStartDate: when,
          Description: `Coaching session request from ${plain(input.Name)} <${input.Email}>`,
          Note: plain(input.Message),
        },
        ctx.user?.Id ?? null,
        now(),
      );
      bus.publish(events);
      return { data: { Id: task.Id } };
    },
    perMinute(5),
  );

  registry.add(
    calls.sendContact,
    (input, ctx) => {
      const company = input.Company ? ` (${plain(input.Company)})` : '';
      const { task, events } = tasks.create(
        {
          TaskType: TASK_TYPE.contact,
          TaskOwner: UNASSIGNED_OWNER,
          UserId: ctx.user?.Id ?? null,
          Description: `Contact from ${plain(input.Name)}${company} <${input.Email}>`,
          Note: plain(input.Message),
        },
        ctx.user?.Id ?? null,
        now(),
      );
      bus.publish(events);
      return { data: { Id: task.Id } };
    },
    perMinute(5),
  );

  const presentLesson = (row: ReturnType<PublicSiteRepo['freeLessons']>[number]) => ({
    CoursePartId: row.part.Id,
    CourseId: row.part.CourseId,
    CourseName: row.CourseName,
    Name: row.part.Name,
    Category: row.part.Category ?? row.CourseName,
    VideoLength: row.part.VideoLength,
  });

  registry.add(calls.getFreeLessons, (input) => {
    const all = repo.freeLessons(deps.site).map(presentLesson);
    const categories = [...new Set(all.map((l) => l.Category))];
    return { data: input.Category ? all.filter((l) => l.Category === input.Category) : all, categories };
  });

  registry.add(calls.getFreeLesson, (input) => {
    const row = repo.freeLessons(deps.site).find((r) => r.part.Id === input.CoursePartId);
    if (!row) throw new AppError('NOT_FOUND', { field: 'CoursePartId' });
    const blocks = deps.courses
      .blocksOf(row.part.Id)
      .filter((b) => b.Published && !b.MentorOnly)
      .map(presentContentBlock);
    return { data: { ...presentLesson(row), ContentBlocks: blocks } };
  });

  registry.add(
    calls.completeEarTrainingRound,
    (input, ctx) => {
      const user = ctx.user!;
      if (input.Correct > input.Total) throw new AppError('VALIDATION_FAILED', { field: 'Correct' });
      const account = deps.xp.account(user.Id);
      const amount = Math.min(input.Correct, EAR_TRAINING_MAX_XP);
      if (!account || account.CollectXp === 0 || amount === 0) {
        return { data: { TotalXp: account?.TotalXp ?? 0, Awarded: 0 } };
      }
      const result = deps.xp.award(
        {
          userId: user.Id,
          amount,
          reason: 'ear_training',
          awardKey: `ear:${input.RoundId}`,
          courseId: null,
          partId: null,
          now: now(),
        },
        ({ totalXp }) => [
          newEvent({
            type: 'xp:changed',
            actorId: user.Id,
            rooms: [rooms.user(user.Id)],
            payload: { TotalXp: totalXp, Delta: amount, CourseId: null, CoursePartId: null },
          }),
        ],
      );
      bus.publish(result.events);
      return { data: { TotalXp: result.totalXp, Awarded: result.awarded ? amount : 0 } };
    },
    { rateLimit: { points: 30, windowSec: 60, by: 'user' } },
  );

  const presentResource = (r: ReturnType<PublicSiteRepo['resources']>[number]) => ({
    Id: r.Id,
    Title: r.Title,
    Description: r.Description,
    Url: uploadUrl('resources/', r.FileName),
    CreatedAt: r.CreatedAt,
  });
  registry.add(calls.getResources, () => ({ data: repo.resources().map(presentResource) }));
  registry.add(calls.saveResource, (input, ctx) => {
    const saved = repo.saveResource({ ...input, by: ctx.user!.Id }, now());
    if (!saved) throw new AppError('NOT_FOUND', { field: 'Id' });
    return { data: presentResource(saved) };
  });
  registry.add(calls.removeResource, (input) => {
    if (!repo.removeResource(input.Id)) throw new AppError('NOT_FOUND', { field: 'Id' });
    return { data: { Id: input.Id } };
  });
}
