// The message rules the client applies (SPEC §5, §9): the shared ones (shared/messageRules.ts,
// zod-free) and the client's own (sounds, editor height, initials).

import { SYSTEM_USER_ID } from '../../../shared/messageRules';
import type { Message } from '../../../shared/messages';

export { isBlankHtml, MESSAGE_RULES, SYSTEM_USER_ID } from '../../../shared/messageRules';
export type { Message };

/** Sound volumes (SPEC §9): an incoming message, and one's own send. */
export const SOUND_VOLUME = { incoming: 0.3, send: 0.5 } as const;

/** The composer's height in px (SPEC §9 "Editor max height 120, min 80"). */
export const EDITOR_HEIGHT = { min: 80, max: 120 } as const;

export function isSystemMessage(message: Pick<Message, 'FromUserId'>): boolean {
  return message.FromUserId === SYSTEM_USER_ID;
}

export function personName(person: { FirstName: string; LastName: string }): string {
  return `${person.FirstName} ${person.LastName}`.trim();
}

export function initialsOf(person: { FirstName: string; LastName: string }): string {
  return `${person.FirstName.charAt(0)}${person.LastName.charAt(0)}`.toUpperCase() || '?';
}

export function senderOf(message: Message): { FirstName: string; LastName: string } {
  return { FirstName: message.SenderFirstName, LastName: message.SenderLastName };
}
