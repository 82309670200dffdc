// The addresses of the calls in ../messages.ts (file, req, access): zod-free, so the client
// imports them; each contract spreads its address.
import type { CallAddress } from '../address';

export const getMessages = {
  file: 'messages.php',
  req: 'get_messages',
  access: 'auth',
  // The caller's own inbox, or (an admin) that of a person they reach.
  scope: 'company',
} as const satisfies CallAddress;

export const markMessagesAsOpened = {
  file: 'messages.php',
  req: 'mark_messages_as_opened',
  access: 'auth',
  scope: 'own',
} as const satisfies CallAddress;

export const submitMessage = {
  file: 'messages.php',
  req: 'submit_message',
  access: 'auth',
  scope: 'company',
} as const satisfies CallAddress;

export const sendMessageAsEmail = {
  file: 'messages.php',
  req: 'send_message_as_email',
  access: 'auth',
  scope: 'own',
} as const satisfies CallAddress;

export const removeMessage = {
  file: 'messages.php',
  req: 'remove_message',
  access: 'auth',
  scope: 'own',
} as const satisfies CallAddress;

export const getContacts = {
  file: 'messages.php',
  req: 'get_contacts',
  access: 'auth',
  scope: 'company',
} as const satisfies CallAddress;

export const sendSupport = {
  file: 'support.php',
  req: 'send_support',
  access: 'auth',
  scope: 'own',
} as const satisfies CallAddress;
