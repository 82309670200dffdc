// What the body parsers (Fastify's, @fastify/multipart and busboy under it) throw about a broken
// request, as the envelope's errors: a client that sent too much or too little hears why, with a
// 4xx, instead of a 500 that says the fault is ours. One place for every route that reads bodies.
import { messageOf } from '../../shared/thrown';
import { AppError } from './appError';

/** busboy reports a body that ends before its closing boundary with these messages. */
const CUT_OFF = [
  'Unexpected end of multipart data',
  'Part terminated early due to unexpected end of multipart data',
  'Unexpected end of form',
];

function codeOf(error: unknown): string | undefined {
  return typeof error === 'object' && error !== null && 'code' in error
    ? String((error as { code: unknown }).code)
    : undefined;
}

/**
 * The broken-body error as an AppError naming `field` (the upload's file, a call's data), or
 * null when the error is not about the body.
 */
export function bodyError(error: unknown, field: string): AppError | null {
  switch (codeOf(error)) {
    case 'FST_FILES_LIMIT':
      return new AppError('TOO_MANY_FILES', { field });
    case 'FST_FIELDS_LIMIT':
    case 'FST_PARTS_LIMIT':
      return new AppError('TOO_MANY_FIELDS', { field });
    case 'FST_REQ_FILE_TOO_LARGE':
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new AppError('BODY_TOO_LARGE', { field });
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return new AppError('INVALID_JSON', { field });
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
    case 'FST_PROTO_VIOLATION':
      return new AppError('UNSUPPORTED_BODY', { field });
  }
  const message = messageOf(error);
  if (message === 'Multipart: Boundary not found')
    return new AppError('MULTIPART_BOUNDARY_MISSING', { field });
  if (CUT_OFF.includes(message)) return new AppError('BODY_INCOMPLETE', { field });
  if (message === 'Malformed part header') return new AppError('UNSUPPORTED_BODY', { field });
  return null;
}
