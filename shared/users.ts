// The signed-in user's shape; the access rules themselves are in ./access.
import { z } from './zod';

export * from './access';

/** What the client knows about the signed-in user (auth_user's data, SPEC §7). */
export const sessionUserSchema = z.object({
  Id: z.number().int(),
  Username: z.string(),
  FirstName: z.string(),
  LastName: z.string(),
  UserType: z.number().int(),
  UserFileId: z.number().int().nullable(),
  privilegies: z.number().int(),
  TotalXp: z.number().int(),
  CollectXp: z.number().int(),
  CompanyName: z.string().nullable(),
  /**
   * The companies the user belongs to; empty: the school's own people. A company's staff reach
   * only their companies (docs/architecture.md "Scope"); the menus follow it.
   */
  CompanyIds: z.array(z.number().int()).optional(),
  /**
   * Where the profile photo (UserFileId) is served, or null: the client's stored `avatar` value
   * (SPEC §3). Always sent by this server.
   */
  Avatar: z.string().nullable().optional(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;
