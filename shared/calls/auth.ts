// Accounts: sign-in, session check, registration and password recovery (docs/decisions.md).

import { PASSWORD_MAX_LENGTH } from '../password';
import { sessionUserSchema } from '../users';
import { z } from '../zod';
import * as address from './addresses/auth';
import { defineCall } from './define';

const email = z.string().trim().toLowerCase().max(254).pipe(z.email());
// Length is checked by the policy so that every rule answers the spec's own text.
const password = z.string().max(PASSWORD_MAX_LENGTH * 4);
const name = z.string().trim().min(1).max(100);
const ok = z.object({ data: z.object({ ok: z.literal(true) }) });

export const signIn = defineCall({
  ...address.signIn,
  summary: 'Sign in with email and password; answers a session token and the user.',
  input: z.object({ Email: email, Password: password.min(1) }),
  output: z.object({ data: sessionUserSchema.extend({ token: z.string() }) }),
  invalidInputError: 'LOGIN_INVALID_INPUT',
});

export const signOut = defineCall({
  ...address.signOut,
  summary: 'Revoke the session token (from the Authorization header or data.token).',
  input: z.object({ token: z.string().max(200).optional() }),
  output: ok,
});

export const authUser = defineCall({
  ...address.authUser,
  summary: 'Check a token; answers the user and, when asked, whether they may open a course.',
  input: z.object({
    token: z.string().max(200).optional(),
    access: z.object({ CourseId: z.coerce.number().int().optional() }).optional(),
  }),
  output: z.object({
    data: sessionUserSchema,
    CourseAccess: z.boolean(),
    userExamId: z.number().int().nullable(),
    result: z.string(),
  }),
});

export const register = defineCall({
  ...address.register,
  summary:
    'Create an account while registration is enabled; a verification link is mailed. Answers the same for a known email.',
  input: z.object({
    Email: email,
    Password: password,
    FirstName: name,
    LastName: name,
    AcceptTerms: z.literal(true),
    /** A registration code: its courses are granted with the account (a bad code refuses both). */
    Code: z.string().trim().max(100).optional(),
  }),
  output: ok,
  invalidInputError: 'REGISTRATION_INCOMPLETE',
});

export const verifyEmail = defineCall({
  ...address.verifyEmail,
  summary: 'Confirm an email address with the code from the verification link (valid 24 hours).',
  input: z.object({ Code: z.string().min(1).max(200) }),
  output: ok,
});

export const resendVerification = defineCall({
  ...address.resendVerification,
  summary:
    'Mail a new verification link (valid 24 hours) to an address not yet verified. Always answers OK; limited per address (3 an hour) and per client address.',
  input: z.object({ Email: email }),
  output: ok,
});

export const requestReset = defineCall({
  ...address.requestReset,
  summary: 'Mail a password-reset link (valid 30 minutes). Always answers OK.',
  input: z.object({ Email: email }),
  output: ok,
});

export const resetPassword = defineCall({
  ...address.resetPassword,
  summary:
    'Set a new password with a reset code; ends every session of the user. A person whose first or last name is blank (an invited one) gives both here, or is refused with VALIDATION_FAILED on the blank field.',
  input: z.object({
    Code: z.string().min(1).max(200),
    Password: password,
    Password2: password,
    FirstName: name.optional(),
    LastName: name.optional(),
  }),
  output: ok,
});

export const checkResetCode = defineCall({
  ...address.checkResetCode,
  summary:
    'What the set-password page of a mailed link asks for: whether the person must give their name (an invitation leaves it blank) and the name stored so far. Errors as reset_password for a missing, used or expired code.',
  input: z.object({ Code: z.string().min(1).max(200) }),
  output: z.object({
    data: z.object({ NamesNeeded: z.boolean(), FirstName: z.string(), LastName: z.string() }),
  }),
});
