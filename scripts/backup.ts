// npm run backup -- --to DIR: backs up the configured school (the same environment as the server)
// into a new or empty folder while the servers run: the database, the uploaded files, the mail
// folder and a manifest (server/ops/backup.ts; docs/operations.md, "Backups").
import path from 'node:path';
import { parseArgs } from 'node:util';
import { isOperatorError, loadConfig } from '../server/config';
import { backup } from '../server/ops/backup';
import { hasErrorName } from '../shared/thrown';

const USAGE = 'Usage: npm run backup -- --to <folder>   (a new or empty folder)';

async function main(): Promise<number> {
  const { values } = parseArgs({ options: { to: { type: 'string' } }, strict: true });
  if (!values.to) {
    console.error(USAGE);
    return 2;
  }
  // npm runs scripts in the package's folder: a relative folder is the operator's, where npm was run.
  const folder = path.resolve(process.env.INIT_CWD ?? process.cwd(), values.to);
  const { manifest, files, mails } = await backup(loadConfig(), folder);
  console.log(
    `Backed up the ${manifest.engine === 'postgres' ? 'PostgreSQL' : 'SQLite'} database (schema ${manifest.migration}, ` +
      `event log at ${manifest.eventLogHead}), ${files} uploaded file${files === 1 ? '' : 's'} and ${mails} mail file${mails === 1 ? '' : 's'} into ${folder}.`,
  );
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(
      isOperatorError(error) || hasErrorName(error, 'BackupError') ? (error as Error).message : error,
    );
    process.exit(1);
  },
);
