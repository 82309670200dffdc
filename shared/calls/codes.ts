// Registration codes (codes.php): staff make and follow them; a signed-in person redeems one.
import { z } from '../zod';
import * as address from './addresses/codes';
import { defineCall } from './define';

const id = z.coerce.number().int().min(1).max(2_147_483_647);
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'A date as YYYY-MM-DD');

export const codeRowSchema = z.object({
  Id: z.number().int(),
  /** Shown grouped, e.g. ABCD-EFGH-JKMN. */
  Code: z.string(),
  Description: z.string(),
  Status: z.enum(['active', 'inactive']),
  /** The last day it may be redeemed (UTC), or null for no end. */
  ExpiresAt: z.string().nullable(),
  UsageLimit: z.number().int().nullable(),
  UsageCount: z.number().int(),
  Courses: z.array(z.object({ Id: z.number().int(), Name: z.string() })),
  CreatedAt: z.string(),
});
export type CodeRow = z.infer<typeof codeRowSchema>;

export const getCodes = defineCall({
  ...address.getCodes,
  summary: 'Every registration code, newest first, with its courses and usage (live as codes are redeemed).',
  input: z.object({}),
  output: z.object({ data: z.array(codeRowSchema) }),
});

export const createCodes = defineCall({
  ...address.createCodes,
  summary: 'Make one or many codes for the same courses, each random and unique.',
  input: z.object({
    Count: z.coerce.number().int().min(1).max(500).default(1),
    Description: z.string().trim().max(500).default(''),
    CourseIds: z.array(id).min(1).max(100),
    ExpiresAt: day.nullable().optional(),
    UsageLimit: z.coerce.number().int().min(1).max(1_000_000).nullable().optional(),
  }),
  output: z.object({ data: z.array(codeRowSchema) }),
});

export const saveCode = defineCall({
  ...address.saveCode,
  summary: "Change a code's status, description, expiry or usage limit.",
  input: z.object({
    Id: id,
    Status: z.enum(['active', 'inactive']).optional(),
    Description: z.string().trim().max(500).optional(),
    ExpiresAt: day.nullable().optional(),
    UsageLimit: z.coerce.number().int().min(1).max(1_000_000).nullable().optional(),
  }),
  output: z.object({ data: codeRowSchema }),
});

export const exportCodes = defineCall({
  ...address.exportCodes,
  summary: 'Every code as CSV (cells that could run as formulas are escaped).',
  input: z.object({}),
  output: z.object({ data: z.object({ FileName: z.string(), Csv: z.string() }) }),
});

export const redeemCode = defineCall({
  ...address.redeemCode,
  summary:
    'Redeem a code: its courses are granted at once. Failed tries in a row earn a cooldown (data.seconds).',
  input: z.object({ Code: z.string().trim().min(1).max(100) }),
  output: z.object({
    data: z.object({ Courses: z.array(z.object({ Id: z.number().int(), Name: z.string() })) }),
  }),
});
