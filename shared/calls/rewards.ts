// XP rewards, achievements and certificates (SPEC §3, §4, §7).

import { type Achievement, achievementSchema } from '../entities/achievement';
import { ACHIEVEMENT_ICONS, ACHIEVEMENT_LIMITS, CERTIFICATE_STATUS } from '../rewards';
import { z } from '../zod';
import * as address from './addresses/rewards';
import { defineCall } from './define';

const id = z.coerce.number().int();

export { type Achievement, achievementSchema };

export const saveReward = defineCall({
  ...address.saveReward,
  summary:
    'Claim the XP reward of a course part, once however often it is called; answers TotalXp and the achievement reached, if any.',
  input: z.object({ user_id: id.optional(), course_id: id, course_part_id: id }),
  output: z.object({
    data: z
      .array(
        z.object({
          TotalXp: z.number().int(),
          achievement: achievementSchema.nullable(),
          awarded: z.boolean(),
        }),
      )
      .length(1),
  }),
});

export const getClaimedRewards = defineCall({
  ...address.getClaimedRewards,
  summary:
    'The parts of a course whose XP reward the user has claimed: the reward box shows on the others only.',
  input: z.object({ CourseId: id }),
  output: z.object({ data: z.array(z.number().int()) }),
});

export const getAchievements = defineCall({
  ...address.getAchievements,
  summary: 'Every achievement, with when the user earned it (null if not yet).',
  input: z.object({}),
  output: z.object({
    data: z.array(achievementSchema.extend({ EarnedAt: z.string().nullable() })),
    TotalXp: z.number().int(),
  }),
});

export const getAchievement = defineCall({
  ...address.getAchievement,
  summary: 'One achievement and its course, for the shareable page /achievement/:id/:course_id.',
  input: z.object({ Id: id, CourseId: id.optional() }),
  output: z.object({ data: achievementSchema.extend({ CourseName: z.string().nullable() }) }),
});

/** A Swedish text is optional: blank means the English one is shown. */
const swedish = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => (v ? v : null));

export const achievementInput = z.object({
  /** Absent: a new achievement. */
  Id: id.optional(),
  title: z.string().trim().min(1).max(ACHIEVEMENT_LIMITS.title),
  description: z.string().trim().max(ACHIEVEMENT_LIMITS.description).default(''),
  title_sv: swedish(ACHIEVEMENT_LIMITS.title),
  description_sv: swedish(ACHIEVEMENT_LIMITS.description),
  required_xp: z.coerce.number().int().min(1).max(ACHIEVEMENT_LIMITS.maxXp),
  Icon: z.enum(ACHIEVEMENT_ICONS).default('trophy'),
});

export const saveAchievement = defineCall({
  ...address.saveAchievement,
  summary:
    'The school’s admins create an achievement (no Id) or change one: its title and description in English and Swedish, the total XP that earns it and its icon. Earned from the next XP a person gets; open pages follow at once.',
  input: achievementInput,
  output: z.object({ data: achievementSchema }),
});

export const deleteAchievement = defineCall({
  ...address.deleteAchievement,
  summary: 'The school’s admins remove an achievement, with every earning of it.',
  input: z.object({ Id: id }),
  output: z.object({ data: z.object({ Id: z.number().int() }) }),
});

export const certificateSchema = z.object({
  Id: z.number().int(),
  Code: z.string(),
  CourseId: z.number().int(),
  CourseName: z.string(),
  HolderName: z.string(),
  IssuedAt: z.string(),
  ExpiresAt: z.string().nullable(),
  Status: z.enum(CERTIFICATE_STATUS),
});
export type Certificate = z.infer<typeof certificateSchema>;

export const getMyCertificates = defineCall({
  ...address.getMyCertificates,
  summary: 'The user’s certificates, newest first.',
  input: z.object({}),
  output: z.object({ data: z.array(certificateSchema) }),
});

export const verifyCertificate = defineCall({
  ...address.verifyCertificate,
  summary: 'Public verification of a certificate code: active, inactive (revoked) or expired.',
  input: z.object({ Code: z.string().trim().min(4).max(40) }),
  output: z.object({ data: certificateSchema.omit({ Id: true }) }),
});

export const setCertificateStatus = defineCall({
  ...address.setCertificateStatus,
  summary: 'Revoke (Active false) or restore a certificate.',
  input: z.object({ Id: id, Active: z.boolean() }),
  output: z.object({ data: certificateSchema }),
});
