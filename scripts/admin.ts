// Operator commands on the configured database (the same environment as the server):
//   npm run admin -- create --email <email> --first-name <name> --last-name <name> [--password-stdin]
// `create` makes an administrator (user type 2) and prints a one-time link to set the password
// (valid 30 minutes), or takes the password from standard input. An address already in use is
// refused and nothing changes. This is how a new school gets its first admin, and with it the
// starter achievements (made once per database).
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { buildApp } from '../server/app';
import { isAppError } from '../server/calls/appError';
import { isOperatorError, loadConfig } from '../server/config';
import { hasErrorName, messageOf } from '../shared/thrown';

const USAGE = `Usage: npm run admin -- create --email <email> --first-name <name> --last-name <name> [--password-stdin]
  --password-stdin   read the password from standard input instead of printing a link to set it`;

class UsageError extends Error {
  override readonly name = 'UsageError';
}

interface CreateInput {
  email: string;
  firstName: string;
  lastName: string;
  passwordFromStdin: boolean;
}

function parseCreate(argv: string[]): CreateInput {
  const { values, positionals } = parseArgs({
    args: argv,
    options: {
      email: { type: 'string' },
      'first-name': { type: 'string' },
      'last-name': { type: 'string' },
      'password-stdin': { type: 'boolean', default: false },
    },
    allowPositionals: true,
    strict: true,
  });
  if (positionals[0] !== 'create' || positionals.length !== 1) throw new UsageError(USAGE);
  const email = z.email().safeParse(values.email?.trim());
  if (!email.success) throw new UsageError(`--email must be an email address\n${USAGE}`);
  const firstName = values['first-name']?.trim() ?? '';
  const lastName = values['last-name']?.trim() ?? '';
  if (!firstName || !lastName) throw new UsageError(`--first-name and --last-name are required\n${USAGE}`);
  return { email: email.data, firstName, lastName, passwordFromStdin: values['password-stdin'] };
}

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  // One trailing line break is the end of the line typed or echoed, not part of the password.
  return Buffer.concat(chunks)
    .toString('utf8')
    .replace(/\r?\n$/, '');
}

async function main(): Promise<number> {
  let input: CreateInput;
  try {
    input = parseCreate(process.argv.slice(2));
  } catch (error) {
    console.error(hasErrorName(error, 'UsageError') ? error.message : `${messageOf(error)}\n${USAGE}`);
    return 2;
  }
  const password = input.passwordFromStdin ? await readStdin() : null;
  let config: ReturnType<typeof loadConfig>;
  try {
    // The command never seeds demo data and keeps the server's log lines off its output.
    config = { ...loadConfig(), seed: 'none', logLevel: 'warn' };
  } catch (error) {
    if (hasErrorName(error, 'ConfigError')) {
      console.error(error.message);
      return 1;
    }
    throw error;
  }
  const app = await buildApp(config);
  try {
    await app.ready();
    const created = await app.auth.createAdmin({ ...input, password });
    console.log(`Created the administrator ${input.email} (user ${created.userId}).`);
    // A new school starts with a few achievements (once per database; theirs to change).
    const starters = await app.achievements.ensureStarterSet(created.userId);
    if (starters > 0)
      console.log(`Made ${starters} starter achievements; change them on /admin/achievements.`);
    if (created.setPasswordLink)
      console.log(`Set the password within 30 minutes, once: ${created.setPasswordLink}`);
    return 0;
  } catch (error) {
    if (isAppError(error) && error.code === 'EMAIL_IN_USE') {
      console.error(`An account with ${input.email} already exists; nothing was changed.`);
      return 1;
    }
    if (isAppError(error)) {
      console.error(`${error.message} Nothing was changed.`);
      return 1;
    }
    throw error;
  } finally {
    await app.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    // A database refused at start (demo accounts in production, unreachable, newer): its message.
    console.error(isOperatorError(error) ? error.message : error);
    process.exit(1);
  },
);
