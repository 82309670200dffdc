// Tech support (SPEC §5, §9): a request becomes a task of type 9, owner -1, for staff to take.
// The editor sends HTML; the task keeps its plain text, since staff read it as the task's title.
import type { z } from 'zod';
import type { requestUpgrade } from '../../../shared/calls/companies';
import type { sendSupport } from '../../../shared/calls/messages';
import { isBlankHtml } from '../../../shared/messages';
import { TASK_TYPE, UNASSIGNED_OWNER } from '../../../shared/tasks';
import { AppError } from '../../calls/appError';
import type { AuthedUser } from '../../calls/registry';
import type { RunWork } from '../../db/unitOfWork';
import { htmlToText, sanitizeUserHtml } from '../../html/sanitize';
import type { CompaniesService } from '../companies/companies.service';
import type { TasksService } from '../tasks/tasks.service';

export function createSupportService(
  tasks: TasksService,
  companies: Pick<CompaniesService, 'companyInScope' | 'plans'>,
  work: RunWork,
) {
  return {
    async send(user: AuthedUser, input: z.output<typeof sendSupport.input>): Promise<number> {
      const description = sanitizeUserHtml(input.Message);
      if (isBlankHtml(description)) throw new AppError('SUPPORT_EMPTY', { field: 'Message' });
      const task = await work((w) =>
        tasks.open(
          w,
          {
            TaskType: TASK_TYPE.support,
            TaskOwner: UNASSIGNED_OWNER,
            UserId: user.Id,
            Description: htmlToText(description),
            Note: input.Url ?? '',
          },
          user.Id,
        ),
      );
      return task.Id;
    },

    /**
     * A plan limit's way up: the company's admin asks the school for another plan, which reaches
     * the school's queue as a task about them (the school changes the plan at /admin/companies).
     */
    async requestUpgrade(user: AuthedUser, input: z.output<typeof requestUpgrade.input>): Promise<number> {
      const company = await companies.companyInScope(user, input.CompanyId);
      const plans = await companies.plans();
      const name = (key: string) => plans.find((plan) => plan.Key === key)?.Name ?? key;
      if (input.PlanKey === company.PlanKey) throw new AppError('VALIDATION_FAILED', { field: 'PlanKey' });
      const task = await work((w) =>
        tasks.open(
          w,
          {
            TaskType: TASK_TYPE.upgradeRequest,
            TaskOwner: UNASSIGNED_OWNER,
            UserId: user.Id,
            Description: `${company.Name} asks for the ${name(input.PlanKey)} plan (now ${name(company.PlanKey)})`,
            Note: input.Message ?? '',
          },
          user.Id,
        ),
      );
      return task.Id;
    },
  };
}
