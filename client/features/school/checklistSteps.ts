// Where each step of the head's checklist is done (the server says which are done).
import type { ChecklistStep } from '../../../shared/calls/settings';

export function stepLink(step: ChecklistStep): string {
  switch (step) {
    case 'brand':
      return '/school-settings#brand-schoolName';
    case 'mail':
      return '/school-settings#mail';
    case 'course':
      return '/Courses';
    case 'product':
      return '/productlist';
    case 'teacher':
      return '/users';
    case 'codes':
      return '/codes';
    case 'landing':
      // The text visitors meet first, in page-edit mode (the sign-in page's intro).
      return '/login?edit=1';
  }
}

/** How many steps are done, and whether all are. */
export function progressOf(steps: readonly { done: boolean }[]): {
  done: number;
  total: number;
  complete: boolean;
} {
  const done = steps.filter((step) => step.done).length;
  return { done, total: steps.length, complete: done === steps.length };
}
