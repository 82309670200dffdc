// Cookie consent (SPEC §3, §4): the choice is kept under cookie_consent (and survives sign-out);
// analytics load only after "accepted". Until a choice is stored the banner asks.
import { reportStorageError } from '../../api/storageErrors';

export const CONSENT_KEY = 'cookie_consent';

export type ConsentChoice = 'accepted' | 'declined';

/** The stored choice; the legacy "true"/"false" are read too, anything else is no choice. */
export function parseConsent(stored: string | null): ConsentChoice | null {
  if (stored === 'accepted' || stored === 'true') return 'accepted';
  if (stored === 'declined' || stored === 'false') return 'declined';
  return null;
}

export function readConsent(): ConsentChoice | null {
  try {
    return parseConsent(localStorage.getItem(CONSENT_KEY));
  } catch {
    return null;
  }
}

export function storeConsent(choice: ConsentChoice): void {
  try {
    localStorage.setItem(CONSENT_KEY, choice);
  } catch (error) {
    reportStorageError(error);
    // Not remembered: the banner asks again on the next visit.
  }
}

/** Analytics run only with an accepted choice and a configured script. */
export function analyticsAllowed(
  choice: ConsentChoice | null,
  analyticsUrl: string | null,
): analyticsUrl is string {
  return choice === 'accepted' && analyticsUrl !== null && analyticsUrl !== '';
}
