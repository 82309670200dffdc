// Stored client values of a session (SPEC §3) and what sign-out keeps (SPEC §9: preserved keys).

import { reportStorageError } from '../api/storageErrors';
import { forgetToken, storeToken } from '../api/token';

export const USER_TYPE_KEY = 'user_type';
/** The person's photo URL (SPEC §3 "avatar"), for the top bar before the session check answers. */
export const AVATAR_KEY = 'avatar';

/** Kept on sign-out: device preferences, not the person's data. `darkmode` is the legacy spelling. */
export const PRESERVED_KEYS: readonly string[] = [
  'cookie_consent',
  'darkmode',
  'darkMode',
  'newsSpotlightViewed',
  'userAppVersion',
  'userLocale',
  'courseTutorialComplete',
  'course_id',
];

export function rememberSession(token: string, userType: number, avatar?: string | null): void {
  storeToken(token);
  rememberAvatar(avatar);
  try {
    localStorage.setItem(USER_TYPE_KEY, String(userType));
  } catch (error) {
    reportStorageError(error);
    // The token alone is enough to stay signed in.
  }
}

/** The photo's URL, or nothing stored when the person has none. */
export function rememberAvatar(avatar: string | null | undefined): void {
  try {
    if (avatar) localStorage.setItem(AVATAR_KEY, avatar);
    else localStorage.removeItem(AVATAR_KEY);
  } catch (error) {
    reportStorageError(error);
  }
}

export function rememberUserType(userType: number): void {
  try {
    localStorage.setItem(USER_TYPE_KEY, String(userType));
  } catch (error) {
    reportStorageError(error);
    // Only a hint for the menus; the session state is the truth.
  }
}

/** Removes everything stored except the preserved keys. */
export function clearStoredSession(): void {
  forgetToken();
  try {
    const doomed: string[] = [];
    for (let index = 0; index < localStorage.length; index += 1) {
      const key = localStorage.key(index);
      if (key !== null && !PRESERVED_KEYS.includes(key)) doomed.push(key);
    }
    for (const key of doomed) localStorage.removeItem(key);
  } catch (error) {
    reportStorageError(error);
    // Storage unavailable: nothing was stored either.
  }
}
