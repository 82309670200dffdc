// The task types staff see named (SPEC §9: support is 9); others show their number.
import { TASK_TYPE } from '../../../shared/tasks';

export const NAMED_TASK_TYPES = [
  { value: TASK_TYPE.support, key: 'support' },
  { value: TASK_TYPE.coachingRequest, key: 'coachingRequest' },
  { value: TASK_TYPE.contact, key: 'contact' },
  { value: TASK_TYPE.coachingBooking, key: 'coachingBooking' },
  { value: TASK_TYPE.examReview, key: 'examReview' },
  { value: TASK_TYPE.upgradeRequest, key: 'upgradeRequest' },
] as const;

export type NamedTaskType = (typeof NAMED_TASK_TYPES)[number]['key'];

export function taskTypeKey(type: number): NamedTaskType | null {
  return NAMED_TASK_TYPES.find((t) => t.value === type)?.key ?? null;
}
