// Reads a call's `req` and `data` from any of the accepted bodies: urlencoded or multipart form
// fields, or application/json {req, data} where data may be an object or a JSON string.
import type {} from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { AppError } from './appError';
import { bodyError } from './bodyErrors';

export interface CallBody {
  req: string;
  data: unknown;
}

async function readMultipart(request: FastifyRequest): Promise<Record<string, unknown>> {
  const fields: Record<string, unknown> = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (part.valueTruncated) throw new AppError('BODY_TOO_LARGE', { field: part.fieldname });
        fields[part.fieldname] = part.value;
      } else {
        // Calls take no files (uploads have their own route): refuse rather than ignore one.
        part.file.resume();
        throw new AppError('FILE_NOT_ALLOWED', { field: 'data' });
      }
    }
  } catch (error) {
    throw bodyError(error, 'data') ?? error;
  }
  return fields;
}

async function readFields(request: FastifyRequest): Promise<Record<string, unknown>> {
  if (request.isMultipart()) return readMultipart(request);
  const body = request.body;
  if (body === undefined || body === null) return {};
  if (typeof body !== 'object' || Array.isArray(body))
    throw new AppError('UNSUPPORTED_BODY', { field: 'data' });
  return body as Record<string, unknown>;
}

/** Reads the body; `defaultReq` stands in for a missing req when the file has a single call. */
export async function readCallBody(
  request: FastifyRequest,
  defaultReq: string | null = null,
): Promise<CallBody> {
  const fields = await readFields(request);
  const req = typeof fields.req === 'string' && fields.req.trim() !== '' ? fields.req.trim() : defaultReq;
  if (req === null) throw new AppError('MISSING_REQ', { field: 'req' });
  return { req, data: parseData(fields.data) };
}

function parseData(raw: unknown): unknown {
  if (raw === undefined || raw === '') return {};
  if (typeof raw !== 'string') return raw;
  try {
    return JSON.parse(raw);
  } catch {
    throw new AppError('INVALID_JSON', { field: 'data' });
  }
}
