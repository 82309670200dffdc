// What /Tasks asks get_tasks for. The trash is one place: switched on, it shows every task in it,
// whatever the status filter says (a done task in the trash under "Open" read as "No tasks here").
import type { TASK_CONDITIONS } from '../../../shared/calls/tasks';

export type Condition = (typeof TASK_CONDITIONS)[number];

export interface TaskFilters {
  condition: Condition;
  trash: boolean;
  type: string | null;
  course: string | null;
  page: number;
  limit: number;
}

export function tasksQuery({ condition, trash, type, course, page, limit }: TaskFilters) {
  return {
    Condition: trash ? ('all' as const) : condition,
    isTrash: trash,
    ...(type ? { TaskType: Number(type) } : {}),
    ...(course ? { CourseId: Number(course) } : {}),
    page,
    limit,
  };
}
