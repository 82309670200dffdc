// Writes docs/api.md from the call contracts in shared/calls: one section per call with its
// access rule and the JSON Schema of its input and reply. `--check` fails when the file is stale.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { ALL_CALLS } from '../shared/calls';

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
    '| file | req | access | summary |',
    '|---|---|---|---|',
    ...calls.map(
      (c) =>
        `| ${c.file} | ${c.req} | ${c.access}${c.sites ? ` (${c.sites.join(', ')})` : ''} | ${c.summary} |`,
    ),
    '',
  ];
  for (const call of calls) {
    lines.push(`## ${call.file} ${call.req}`, '', `Access: \`${call.access}\`. ${call.summary}`, '');
    if (call.sites)
      lines.push(`Site variants: ${call.sites.map((site) => `\`${site}\``).join(', ')} only.`, '');
    if (call.invalidInputError) lines.push(`Invalid input answers \`${call.invalidInputError}\`.`, '');
    lines.push('Input (`data`):', '', schema(call.input), '', 'Reply (besides `status` and `datetime`):', '');
    lines.push(schema(call.output), '');
  }
  return lines.join('\n');
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
