// The password policy's verdict (shared/password.ts) as the text a person reads.
import type { TFunction } from 'i18next';
import { type PasswordProblem, passwordProblem } from '../../shared/password';

const KEYS = {
  too_short: 'password.problems.too_short',
  too_long: 'password.problems.too_long',
  too_common: 'password.problems.too_common',
} as const satisfies Record<PasswordProblem, string>;

export function passwordProblemText(password: string, email: string, t: TFunction): string | null {
  const problem = passwordProblem(password, email);
  return problem ? t(KEYS[problem]) : null;
}
