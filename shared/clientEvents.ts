// Client emits, the other half of the realtime catalogue (shared/realtime.ts re-exports them):
// each with its access rule, its input and its reply.
import { courseLockSchema, presenceSchema } from './entities';
import type { AccessRule } from './users';
import { z } from './zod';

/** Acknowledgement of every client emit: ok with the event's reply, or a stable error code. */
export type Ack<T = undefined> = (reply: { ok: true; data?: T } | { ok: false; error_code: string }) => void;

const watching = z.boolean().describe('Whether the socket follows it now.');

/**
 * Client emits, each with its access rule (deny by default: an event not listed here is refused),
 * its input and its reply (the ack's `data`; checked on the server outside production).
 */
export const clientEvents = {
  'ops:watch': {
    doc: 'Join or leave the operators’ live tail.',
    access: 'admin',
    input: z.object({ Watch: z.boolean().describe('Join (true) or leave (false).') }),
    reply: z.object({ watching }),
  },
  'statistics:watch': {
    doc: 'Follow the number of users online (the statistics page); answers the number now.',
    access: 'staff',
    input: z.object({ Watch: z.boolean().describe('Join (true) or leave (false).') }),
    reply: z.object({
      watching,
      Online: z.number().int().optional().describe('Users online now, on joining.'),
    }),
  },
  'presence:watch': {
    doc: 'Follow the online status of users (the school’s staff: anyone; a company’s staff: the people they may message or reach; students: their courses’ coaches); replaces the list.',
    access: 'auth',
    input: z.object({
      UserIds: z.array(z.number().int()).max(500).describe('Everyone to follow now; an empty list stops.'),
    }),
    reply: z.object({
      watching: z.array(presenceSchema).describe('The state now of each user followed.'),
      refused: z.array(z.number().int()).describe('The users the socket may not follow.'),
    }),
  },
  'course:watch': {
    doc: 'Follow a course’s edit locks and content changes; answers the current locks.',
    access: 'auth',
    input: z.object({
      CourseId: z.number().int().describe('The course.'),
      Watch: z.boolean().default(true).describe('Join (true, the default) or leave (false).'),
    }),
    reply: z.object({ locks: z.array(courseLockSchema).describe('The locks held now; empty on leaving.') }),
  },
  'lock:activity': {
    doc: 'The editor’s heartbeat: keeps their lock from going idle.',
    access: 'staff',
    input: z.object({
      CourseId: z.number().int().describe('The course being edited.'),
      CoursePartId: z.number().int().min(0).describe('The part; 0: the whole course.'),
    }),
    reply: z.object({ holds: z.boolean().describe('Whether the editor still holds the lock.') }),
  },
  typing: {
    doc: 'Tell someone you may message that you are typing; ephemeral and throttled.',
    access: 'auth',
    input: z.object({
      ToUserId: z.number().int().describe('The person written to.'),
      Typing: z.boolean().describe('Typing now (true) or stopped (false).'),
    }),
    reply: z.object({
      sent: z.boolean().describe('False when throttled (the same state sent within a second).'),
    }),
  },
} as const satisfies Record<string, { doc: string; access: AccessRule; input: z.ZodType; reply: z.ZodType }>;

export type ClientEventName = keyof typeof clientEvents;
export type ClientEventInput<E extends ClientEventName> = z.infer<(typeof clientEvents)[E]['input']>;
export type ClientEventReply<E extends ClientEventName> = z.infer<(typeof clientEvents)[E]['reply']>;

export type ClientToServerEvents = {
  [E in ClientEventName]: (payload: ClientEventInput<E>, ack: Ack<ClientEventReply<E>>) => void;
};
