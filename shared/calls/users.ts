// Staff user administration (/users, /user/:id).

import { USER_TYPE } from '../access';
import { MAX_INVITES } from '../companies';
import { LOCALES } from '../site';
import { z } from '../zod';
import * as address from './addresses/users';
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
  TotalXp: z.number().int(),
  /** Failed sign-ins since the last success (the lock counts these). */
  FailedAttempts: z.number().int(),
  /** When the person was last connected; their live presence comes over the socket. */
  LastSeen: z.string().nullable(),
});
export type UserRow = z.infer<typeof userRowSchema>;

export const USER_SORT_FIELDS = [
  'Id',
  'Username',
  'FirstName',
  'LastName',
  'UserType',
  'CreatedAt',
  'TotalXp',
  'LastSeen',
] as const;

const userId = z.coerce.number().int().min(1);
const userIds = z.array(userId).min(1).max(500);
const courseIds = z.array(z.coerce.number().int().min(1)).min(1).max(100);

export const getUsers = defineCall({
  ...address.getUsers,
  summary:
    'List users in the caller’s company scope: search, filter by type, company and course, sort by an allowlisted field, page.',
  input: z.object({
    Search: z.string().trim().max(100).optional(),
    UserType: z
      .union([z.literal(USER_TYPE.student), z.literal(USER_TYPE.admin), z.literal(USER_TYPE.coach)])
      .optional(),
    CompanyId: z.coerce.number().int().min(1).optional(),
    CourseId: z.coerce.number().int().min(1).optional(),
    SortBy: z.enum(USER_SORT_FIELDS).default('Id'),
    SortDir: z.enum(['asc', 'desc']).default('asc'),
    page: z.coerce.number().int().min(1).default(1),
    limit: z.coerce.number().int().min(1).max(100).default(25),
  }),
  output: z.object({
    data: z.array(userRowSchema),
    pagination: z.object({ page: z.number().int(), total_pages: z.number().int(), total: z.number().int() }),
  }),
});

const optionalText = (max: number) => z.string().trim().max(max).nullable().optional();

/** The profile fields of SPEC §3 a person (or staff for them) may change. */
export const profileFieldsSchema = z.object({
  FirstName: z.string().trim().min(1).max(100).optional(),
  LastName: z.string().trim().min(1).max(100).optional(),
  Phone: optionalText(40),
  MobilePhone: optionalText(40),
  Address: optionalText(200),
  Street: optionalText(200),
  PostalCode: optionalText(20),
  City: optionalText(100),
  Country: optionalText(100),
  Interests: optionalText(1000),
  /** 0: no XP rewards (SPEC §3 CollectXp). */
  CollectXp: z.union([z.literal(0), z.literal(1)]).optional(),
  Language: z.enum(['en', 'sv']).optional(),
});
export type ProfileFields = z.infer<typeof profileFieldsSchema>;

export const courseGrantSchema = z.object({
  CourseId: z.number().int(),
  Name: z.string(),
  /** Where the access came from: staff, a registration code or a purchase. */
  Source: z.enum(['admin', 'code', 'product']),
  GrantedAt: z.string(),
});

export const userDetailSchema = userRowSchema.extend({
  Email: z.string(),
  privilegies: z.number().int(),
  Phone: z.string().nullable(),
  MobilePhone: z.string().nullable(),
  Address: z.string().nullable(),
  Street: z.string().nullable(),
  PostalCode: z.string().nullable(),
  City: z.string().nullable(),
  Country: z.string().nullable(),
  Interests: z.string().nullable(),
  CollectXp: z.number().int(),
  Language: z.string(),
  Avatar: z.string().nullable(),
  Companies: z.array(z.object({ Id: z.number().int(), Name: z.string() })),
  Courses: z.array(courseGrantSchema),
  Certificates: z.array(
    z.object({
      Id: z.number().int(),
      CourseId: z.number().int(),
      CourseName: z.string(),
      Code: z.string(),
      IssuedAt: z.string(),
      ExpiresAt: z.string().nullable(),
      RevokedAt: z.string().nullable(),
    }),
  ),
  Sessions: z.array(
    z.object({
      Id: z.number().int(),
      CreatedAt: z.string(),
      LastUsedAt: z.string(),
      ExpiresAt: z.string(),
    }),
  ),
});
export type UserDetail = z.infer<typeof userDetailSchema>;

export const getUser = defineCall({
  ...address.getUser,
  summary:
    'One user in the caller’s scope: every profile field, companies, course access with its source, certificates and open sessions.',
  input: z.object({ Id: userId }),
  output: z.object({ data: userDetailSchema }),
});

export const saveUser = defineCall({
  ...address.saveUser,
  summary:
    "Change a user's profile fields or lock; admins also change the user type and privilegies. A new type or a lock ends the user's sessions.",
  input: profileFieldsSchema.extend({
    Id: userId,
    Locked: z.boolean().optional(),
    UserType: z
      .union([z.literal(USER_TYPE.student), z.literal(USER_TYPE.admin), z.literal(USER_TYPE.coach)])
      .optional(),
    privilegies: z.coerce.number().int().min(0).max(100).optional(),
    /** Clears the failed sign-in count and any temporary lock. */
    ResetFailedAttempts: z.literal(true).optional(),
  }),
  output: z.object({ data: userRowSchema }),
});

export const grantCourseAccess = defineCall({
  ...address.grantCourseAccess,
  summary: 'Give users courses (staff grant); those who already hold a course keep their grant.',
  input: z.object({ UserIds: userIds, CourseIds: courseIds }),
  output: z.object({ data: z.object({ Granted: z.number().int() }) }),
});

export const revokeCourseAccess = defineCall({
  ...address.revokeCourseAccess,
  summary: 'Take a course away from a user, whatever gave it; their open pages of it close.',
  input: z.object({ UserId: userId, CourseId: z.coerce.number().int().min(1) }),
  output: z.object({ data: z.object({ Revoked: z.boolean() }) }),
});

export const setUsersLocked = defineCall({
  ...address.setUsersLocked,
  summary: 'Disable (or enable) several users at once; a disabled user is signed out everywhere.',
  input: z.object({ UserIds: userIds, Locked: z.boolean() }),
  output: z.object({ data: z.object({ Changed: z.number().int() }) }),
});

export const endUserSessions = defineCall({
  ...address.endUserSessions,
  summary: 'Sign a user out everywhere: every session ends and their sockets close.',
  input: z.object({ Id: userId }),
  output: z.object({ data: z.object({ Ended: z.number().int() }) }),
});

export const anonymiseUser = defineCall({
  ...address.anonymiseUser,
  summary:
    'Anonymise an account: its personal data, conversations, mail and events go; the locked, renamed row keeps statistics whole.',
  input: z.object({ Id: z.coerce.number().int().min(1) }),
  output: z.object({ data: userRowSchema }),
});

export const inviteUsers = defineCall({
  ...address.inviteUsers,
  summary:
    'Invite people from /users (admins): typed addresses and/or a CSV file (columns email, first name, last name; a header row optional), each made an account of the chosen user type with the chosen courses, and mailed a set-password link in the chosen language. The people join the caller’s active company within its plan. One unit of work: a bad row (data.Rows names its source, line, field and problem) or a plan limit invites nobody.',
  input: z
    .object({
      /** Typed addresses, one per line as typed: checked one by one, so a bad one is named by its line. */
      Emails: z.array(z.string().max(254)).max(MAX_INVITES).default([]),
      /** A CSV file's text. */
      Csv: z.string().max(200_000).optional(),
      UserType: z.union([
        z.literal(USER_TYPE.student),
        z.literal(USER_TYPE.admin),
        z.literal(USER_TYPE.coach),
      ]),
      /** Courses each person is granted at once. */
      CourseIds: z.array(z.coerce.number().int().min(1)).max(100).default([]),
      /** The language of the mail, kept as the person's language. */
      Language: z.enum(LOCALES),
    })
    .refine((v) => v.Emails.some((e) => e.trim() !== '') || (v.Csv ?? '').trim() !== '', {
      message: 'Give at least one address or a CSV file of addresses.',
      path: ['Emails'],
    }),
  output: z.object({
    data: z.object({
      Invited: z.array(z.object({ Id: z.number().int(), Email: z.string() })),
    }),
  }),
});
