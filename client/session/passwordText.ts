// The password policy's verdict (shared/password.ts) as the text a person reads.
import type { TFunction } from 'i18next';
import { type PasswordProblem, passwordProblem } from '../../shared/password';

const KEYS = {
  too_short: 'register.passwordProblems.too_short',
  too_long: 'register.passwordProblems.too_long',
  too_common: 'register.passwordProblems.too_common',
} as const satisfies Record<PasswordProblem, string>;

export function passwordProblemText(password: string, email: string, t: TFunction): string | null {
  const problem = passwordProblem(password, email);
  return problem ? t(KEYS[problem]) : null;
}
