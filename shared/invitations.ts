// Inviting people from /users (both sides read these): what a row of an invitation may say and
// the per-row problems the server answers, so the form can point at the row and field at fault.
// Free of zod, for the client's first bundle.

/** Where a row came from: the typed addresses (one per line) or the CSV file (its line). */
export type InviteSource = 'Emails' | 'Csv';

export type InviteField = 'Email' | 'FirstName' | 'LastName';

export type InviteProblem =
  /** Not an email address. */
  | 'invalid'
  /** The same address earlier in the invitation. */
  | 'duplicate'
  /** An account with this address exists already. */
  | 'taken'
  /** A name longer than a profile's name may be. */
  | 'too_long';

export interface InviteRowProblem {
  Source: InviteSource;
  /** 1-based: the typed address's line, or the CSV file's line. */
  Row: number;
  Field: InviteField;
  Problem: InviteProblem;
  Value: string;
}

/** The longest first or last name a profile takes (as the profile form). */
export const INVITE_NAME_MAX = 100;
