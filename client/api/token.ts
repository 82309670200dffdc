// The session token lives in localStorage under the legacy key (SPEC §3), so a reload stays signed in.
// Every read goes through here because storage can throw (private mode, quota, disabled cookies).
import { reportStorageError } from './storageErrors';
export const TOKEN_KEY = 'user-token';

export function readToken(): string | null {
  try {
    return localStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}

export function storeToken(token: string): void {
  try {
    localStorage.setItem(TOKEN_KEY, token);
  } catch (error) {
    reportStorageError(error);
    // Storage refused: the session still works until the tab closes.
  }
}

export function forgetToken(): void {
  try {
    localStorage.removeItem(TOKEN_KEY);
  } catch (error) {
    reportStorageError(error);
    // Nothing stored, nothing to forget.
  }
}
