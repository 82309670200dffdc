// The chart of accounts (shared/accounting.ts) as the UI shows it: number and name in the UI
// language.
import { ACCOUNTS, accountName } from '../../../shared/accounting';

export function nameOfAccount(account: number, language: string): string {
  return accountName(account, language.slice(0, 2));
}

export function accountLabel(account: number, language: string): string {
  const name = nameOfAccount(account, language);
  return name === String(account) ? name : `${account} ${name}`;
}

export function accountOptions(language: string): { value: string; label: string }[] {
  return ACCOUNTS.map((a) => ({ value: String(a.Number), label: accountLabel(a.Number, language) }));
}
