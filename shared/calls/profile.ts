// The signed-in person's own profile (/MyProfile): the fields of SPEC §3, XP on or off, the
// language, and the password. The photo goes through the upload endpoint (profile/ folder).
import { z } from '../zod';
import * as address from './addresses/profile';
import { defineCall } from './define';
import { profileFieldsSchema } from './users';

export const myProfileSchema = z.object({
  Id: z.number().int(),
  Email: z.string(),
  FirstName: z.string(),
  LastName: z.string(),
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
});
export type MyProfile = z.infer<typeof myProfileSchema>;

export const getMyProfile = defineCall({
  ...address.getMyProfile,
  summary: "The signed-in person's profile fields, XP setting, language, photo and companies.",
  input: z.object({}),
  output: z.object({ data: myProfileSchema }),
});

export const saveMyProfile = defineCall({
  ...address.saveMyProfile,
  summary: 'The signed-in person changes their own profile fields, XP setting (CollectXp) or language.',
  input: profileFieldsSchema,
  output: z.object({ data: myProfileSchema }),
  invalidInputError: 'PROFILE_UPDATE_FAILED',
});

export const changePassword = defineCall({
  ...address.changePassword,
  summary: 'The signed-in person changes their password (the current one first); every other session ends.',
  input: z.object({
    CurrentPassword: z.string().min(1).max(200),
    Password: z.string().max(200),
    Password2: z.string().max(200),
  }),
  output: z.object({ data: z.object({ SessionsEnded: z.number().int() }) }),
});
