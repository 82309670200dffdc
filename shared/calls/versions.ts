// versions.php (docs/decisions.md "/versions"): the product's release history.
import { z } from '../zod';
import * as address from './addresses/versions';
import { defineCall } from './define';

export const releaseSchema = z.object({
  version: z.string(),
  date: z.string(),
  notes: z.string(),
  hash: z.string().nullable(),
});
export type Release = z.infer<typeof releaseSchema>;

export const getVersions = defineCall({
  ...address.getVersions,
  summary: 'The release history, newest first; the running build carries its hash.',
  input: z.object({}),
  output: z.object({
    data: z.array(releaseSchema),
    current: z.object({ version: z.string(), hash: z.string() }).nullable(),
  }),
});
