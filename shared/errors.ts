// Stable error ids shared by server and client. The server answers the English text; the client
// shows its own translation of the id (client/app/i18n), falling back to the server's text.
import type { FailureStatus } from './envelope';

export const ERRORS = {
  INVALID_JSON: { status: 'INVALID', message: 'The data field is not valid JSON.' },
  MISSING_REQ: { status: 'INVALID', message: 'The req field is missing.' },
  UNKNOWN_CALL: { status: 'INVALID', message: 'There is no such call.' },
  VALIDATION_FAILED: { status: 'INVALID', message: 'Some fields are not valid.' },
  BODY_TOO_LARGE: { status: 'INVALID', message: 'The request is too large.' },
  UNSUPPORTED_BODY: { status: 'INVALID', message: 'The request body could not be read.' },
  NO_TOKEN: { status: 'UNAUTHORIZED', message: 'No token' },
  INVALID_TOKEN: { status: 'UNAUTHORIZED', message: 'Your session has ended, please sign in again.' },
  FORBIDDEN: { status: 'FORBIDDEN', message: 'No access to this page' },
  NOT_FOUND: { status: 'NOT_FOUND', message: 'Not found.' },
  RATE_LIMITED: { status: 'RATE_LIMITED', message: 'Too many requests, please wait a moment and try again.' },
  BUSY: { status: 'BUSY', message: 'The server is busy, please try again.' },
  INTERNAL: { status: 'ERROR', message: 'Something went wrong...' },
  NO_COURSE_ACCESS: { status: 'FORBIDDEN', message: 'You do not have access to this course.' },
  MESSAGE_EMPTY: { status: 'INVALID', message: 'The message is empty.' },
  SYSTEM_MESSAGE_NO_REPLY: { status: 'INVALID', message: 'System message - unable to reply!' },
  RECIPIENT_NOT_ALLOWED: { status: 'FORBIDDEN', message: 'You cannot send messages to this person.' },
  NO_COACHES: {
    status: 'NOT_FOUND',
    message: 'Please contact us via the tech support button in the main menu!',
  },
  SUPPORT_EMPTY: { status: 'INVALID', message: 'Please enter a message!' },
  LOCK_HELD: { status: 'CONFLICT', message: 'Someone else is editing this course.' },
  LOCK_LOST: { status: 'CONFLICT', message: 'lock lost, reload' },
  COURSE_CODE_TAKEN: { status: 'INVALID', message: 'Another course already has this code.' },
  FILE_TOO_LARGE: { status: 'INVALID', message: 'File size too large, filesize limit 2MB!' },
  FILE_TYPE_NOT_ALLOWED: { status: 'INVALID', message: 'This kind of file cannot be uploaded here.' },
  UNKNOWN_FOLDER: { status: 'INVALID', message: 'Files cannot be uploaded to this folder.' },
  FILE_MISSING: { status: 'INVALID', message: 'Please choose a file to upload.' },
  NOT_AVAILABLE: { status: 'NOT_FOUND', message: 'This is not available.' },
  ORIGIN_REFUSED: { status: 'FORBIDDEN', message: 'This origin may not connect.' },
  LOGIN_INVALID_INPUT: {
    status: 'INVALID',
    message: 'Please provide a valid email and password before you try to log in!',
  },
  LOGIN_WRONG_CREDENTIALS: { status: 'UNAUTHORIZED', message: 'Wrong email or password.' },
  LOGIN_TEMPORARILY_LOCKED: { status: 'UNAUTHORIZED', message: 'Your account is temporarily locked.' },
  LOGIN_LOCKED: { status: 'UNAUTHORIZED', message: 'Your account is locked. Please contact support.' },
  LOGIN_NOT_VERIFIED: { status: 'UNAUTHORIZED', message: 'Your account is not verified yet.' },
  REGISTRATION_DISABLED: { status: 'FORBIDDEN', message: 'Registration is closed.' },
  REGISTRATION_INCOMPLETE: { status: 'INVALID', message: 'Missing information. Please complete the form.' },
  PASSWORD_TOO_WEAK: { status: 'INVALID', message: 'Please choose a stronger password.' },
  PASSWORDS_DIFFER: { status: 'INVALID', message: 'The passwords are not the same.' },
  RESET_CODE_INVALID: { status: 'INVALID', message: 'Invalid code.' },
  RESET_LINK_EXPIRED: { status: 'INVALID', message: 'The link has expired.' },
  RESET_CODE_NOT_FOUND: { status: 'NOT_FOUND', message: 'Code not found.' },
} as const satisfies Record<string, { status: FailureStatus; message: string }>;

export type ErrorCode = keyof typeof ERRORS;
