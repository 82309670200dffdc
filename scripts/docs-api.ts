// Writes docs/api.md from the call contracts in shared/calls (one section per call with its access
// rule and the JSON Schema of its input and reply) and the realtime catalogue in shared/realtime.ts
// (each push with its rooms and fields, each client emit with its access, input and reply).
// `--check` fails when the file is stale.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { ALL_CALLS } from '../shared/calls';
import { clientEvents, serverEventRooms, serverEventSchemas } from '../shared/realtime';
import { elementOf, fieldsOf, innerOf, kindOf } from '../shared/schemaFields';

const target = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../docs/api.md');

function schema(type: z.ZodType): string {
  const json = z.toJSONSchema(type, { unrepresentable: 'any', io: 'input' });
  delete (json as { $schema?: string }).$schema;
  return `\`\`\`json\n${JSON.stringify(json, null, 2)}\n\`\`\``;
}

export function renderApiDocs(): string {
  const calls = [...ALL_CALLS].sort((a, b) => `${a.file} ${a.req}`.localeCompare(`${b.file} ${b.req}`));
  const lines = [
    '# Tonic API',
    '',
    'Generated from `shared/calls/` by `npm run docs:api`; do not edit by hand.',
    '',
    'Every call is `POST /api/backend/<file>` with form fields `req` (the action) and `data` (a JSON',
    'string), urlencoded or multipart, or `application/json` `{"req", "data"}`. The session token goes',
    'in `Authorization` (`Bearer <token>` or the bare token). Success: `{"status": "OK", ...reply,',
    '"datetime"}`. Failure: `{"status", "error_code", "message", "field"?, "errors"?, "data"?}` with',
    'the HTTP code of the status: INVALID 400, UNAUTHORIZED 401, FORBIDDEN 403, NOT_FOUND 404,',
    'CONFLICT 409, RATE_LIMITED 429, ERROR 500, BUSY 503. Error codes: `shared/errors.ts`.',
    '',
    'Access: `public` (anyone), `auth` (signed in), `staff` (user type 2 or 8, or privilegies above 50),',
    '`admin` (user type 2). A call marked for one site variant answers `UNKNOWN_CALL` on the others.',
    '',
    'Scope (docs/architecture.md "Scope"): `open` (no row of the school or of a company), `own` (the',
    "caller's own rows only), `school` (the school's site-wide powers: a company's people are refused",
    "with FORBIDDEN), `company` (rows of the school or of one company: a company's staff reach only",
    "their company's rows, and a row out of reach answers exactly like a missing one).",
    '',
    '| file | req | access | scope | summary |',
    '|---|---|---|---|---|',
    ...calls.map(
      (c) =>
        `| ${c.file} | ${c.req} | ${c.access}${c.sites ? ` (${c.sites.join(', ')})` : ''} | ${c.scope} | ${c.summary} |`,
    ),
    '',
  ];
  for (const call of calls) {
    lines.push(
      `## ${call.file} ${call.req}`,
      '',
      `Access: \`${call.access}\`. Scope: \`${call.scope}\`. ${call.summary}`,
      '',
    );
    if (call.sites)
      lines.push(`Site variants: ${call.sites.map((site) => `\`${site}\``).join(', ')} only.`, '');
    if (call.invalidInputError) lines.push(`Invalid input answers \`${call.invalidInputError}\`.`, '');
    lines.push('Input (`data`):', '', schema(call.input), '', 'Reply (besides `status` and `datetime`):', '');
    lines.push(schema(call.output), '');
  }
  lines.push(...renderRealtime());
  return lines.join('\n');
}

/** A field's type in a few words: `integer | null`, `string[]`, `'a' | 'b'`, `object`. */
function typeName(type: z.ZodType): string {
  switch (kindOf(type)) {
    case 'nullable':
      return `${typeName(innerOf(type))} | null`;
    case 'optional':
      return `${typeName(innerOf(type))} (optional)`;
    case 'default':
      return `${typeName(innerOf(type))} (default)`;
    case 'array':
      return `${typeName(elementOf(type))}[]`;
    case 'enum':
      return (type as z.ZodEnum).options.map((o) => `'${String(o)}'`).join(' | ');
    case 'number':
      return (type as z.ZodNumber).format === 'safeint' ? 'integer' : 'number';
    case 'string':
      return 'string';
    case 'boolean':
      return 'boolean';
    default:
      return 'object';
  }
}

/** A table cell: a `|` inside it would end the cell. */
const cell = (text: string) => text.replaceAll('|', '\\|');

/** One table row per field, nested objects' fields as `outer.inner` (array items as `outer[].inner`). */
function fieldRows(type: z.ZodType): string[] {
  return fieldsOf(type).map(
    ({ path, schema }) => `| ${path} | ${cell(typeName(schema))} | ${cell(schema.description ?? '')} |`,
  );
}

function fieldTable(type: z.ZodType): string[] {
  const rows = fieldRows(type);
  return rows.length > 0 ? ['| field | type | doc |', '|---|---|---|', ...rows, ''] : ['Nothing.', ''];
}

function renderRealtime(): string[] {
  const lines = [
    '# Realtime',
    '',
    'Generated from `shared/realtime.ts` (entities from `shared/entities/`). Socket.IO on the same',
    'origin, the session token in the handshake `auth.token`. The server decides the rooms: every',
    'socket is in `user:<id>`, `session:<id>` and `all`, staff also in `staff`; the others are joined',
    'through the client emits below. Logged pushes carry `eventId` and `at`; events `get_events` catches up',
    'from an `eventId`. Outside production each push and each acknowledgement is checked against its',
    'schema here.',
    '',
    '## Server events',
    '',
    '| event | rooms | doc |',
    '|---|---|---|',
    ...Object.entries(serverEventSchemas).map(
      ([name, type]) =>
        `| ${name} | \`${serverEventRooms[name as keyof typeof serverEventRooms]}\` | ${cell(type.description ?? '')} |`,
    ),
    '',
  ];
  for (const [name, type] of Object.entries(serverEventSchemas)) {
    lines.push(`### ${name}`, '', type.description ?? '', '');
    lines.push(
      `Rooms: \`${serverEventRooms[name as keyof typeof serverEventRooms]}\`.`,
      '',
      ...fieldTable(type),
    );
  }
  lines.push(
    '## Client events',
    '',
    'Each emit takes an acknowledgement callback answered `{"ok": true, "data": <reply>}` or',
    '`{"ok": false, "error_code"}` (FORBIDDEN, VALIDATION_FAILED, RATE_LIMITED, INVALID_TOKEN, INTERNAL',
    'or the handler’s own code). An event not listed is refused.',
    '',
  );
  for (const [name, spec] of Object.entries(clientEvents)) {
    lines.push(`### ${name}`, '', `Access: \`${spec.access}\`. ${spec.doc}`, '');
    lines.push('Input:', '', ...fieldTable(spec.input), 'Reply (`data`):', '', ...fieldTable(spec.reply));
  }
  return lines;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const rendered = renderApiDocs();
  if (process.argv.includes('--check')) {
    const current = fs.existsSync(target) ? fs.readFileSync(target, 'utf8') : '';
    if (current !== rendered) {
      console.error('docs/api.md is stale: run npm run docs:api');
      process.exit(1);
    }
  } else {
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, rendered);
    console.log(`wrote ${path.relative(process.cwd(), target)}`);
  }
}
