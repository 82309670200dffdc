// Staff user administration (/users, /user/:id).
import { z } from 'zod';
import { defineCall } from './define';

export const userRowSchema = z.object({
  Id: z.number().int(),
  Username: z.string(),
  FirstName: z.string(),
  LastName: z.string(),
  UserType: z.number().int(),
  Verified: z.boolean(),
  Locked: z.boolean(),
  CreatedAt: z.string(),
});
export type UserRow = z.infer<typeof userRowSchema>;

export const USER_SORT_FIELDS = ['Id', 'Username', 'FirstName', 'LastName', 'UserType', 'CreatedAt'] as const;

export const getUsers = defineCall({
  file: 'users.php',
  req: 'get_users',
  access: 'staff',
  summary: 'List users, searchable and sortable by an allowlisted field.',
  input: z.object({
    Search: z.string().trim().max(100).optional(),
    SortBy: z.enum(USER_SORT_FIELDS).default('Id'),
    SortDir: z.enum(['asc', 'desc']).default('asc'),
    page: z.coerce.number().int().min(1).default(1),
    limit: z.coerce.number().int().min(1).max(100).default(25),
  }),
  output: z.object({
    data: z.array(userRowSchema),
    pagination: z.object({ page: z.number().int(), total_pages: z.number().int() }),
  }),
});

export const saveUser = defineCall({
  file: 'users.php',
  req: 'save_user',
  access: 'staff',
  summary: "Change a user's name, lock or (admins only) user type.",
  input: z.object({
    Id: z.coerce.number().int().min(1),
    FirstName: z.string().trim().min(1).max(100).optional(),
    LastName: z.string().trim().min(1).max(100).optional(),
    Locked: z.boolean().optional(),
    UserType: z.union([z.literal(1), z.literal(2), z.literal(8)]).optional(),
  }),
  output: z.object({ data: userRowSchema }),
});

export const anonymiseUser = defineCall({
  file: 'users.php',
  req: 'anonymise_user',
  access: 'admin',
  summary:
    'Anonymise an account: its personal data, conversations, mail and events go; the locked, renamed row keeps statistics whole.',
  input: z.object({ Id: z.coerce.number().int().min(1) }),
  output: z.object({ data: userRowSchema }),
});
