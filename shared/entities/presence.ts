// A user's online status: answered by presence:watch and getContacts, pushed as presence:changed.
import { z } from '../zod';

export const presenceSchema = z.object({
  UserId: z.number().int().describe('The user.'),
  Online: z.boolean().describe('Whether any of their sockets is connected now.'),
  LastSeen: z.string().nullable().describe('When they were last online; null if never.'),
});
export type PresenceState = z.infer<typeof presenceSchema>;
