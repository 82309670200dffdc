// A person's own data as a file (their right of access): everything Tonic keeps about them that
// they may read, from their own session only, never another person's.
import { z } from '../zod';
import * as address from './addresses/privacy';
import { defineCall } from './define';

const rows = z.array(z.record(z.string(), z.unknown()));

export const myDataSchema = z.object({
  exportedAt: z.string(),
  profile: z.record(z.string(), z.unknown()),
  courseAccess: rows,
  progress: rows,
  xp: rows,
  achievements: rows,
  certificates: rows,
  messages: rows,
  files: rows,
  earItemStates: rows,
  earRounds: rows,
  earAnswers: rows,
  habit: rows,
  habitDays: rows,
});
export type MyData = z.infer<typeof myDataSchema>;

export const getMyData = defineCall({
  ...address.getMyData,
  summary:
    "The signed-in person's own data: profile, course access, progress, XP, achievements, certificates, messages, files and ear-training states, rounds and answers.",
  input: z.object({}),
  output: z.object({ data: myDataSchema }),
});
