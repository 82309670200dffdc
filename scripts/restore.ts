// npm run restore -- --from DIR [--force]: restores a backup (npm run backup) into the configured
// data folder and database, with every server stopped. It refuses a backup from a newer schema
// than this version knows, and a target that holds data unless --force, which replaces it
// (server/ops/backup.ts; docs/operations.md, "Backups").
import path from 'node:path';
import { parseArgs } from 'node:util';
import { isOperatorError, loadConfig } from '../server/config';
import { restore } from '../server/ops/backup';
import { hasErrorName } from '../shared/thrown';

const USAGE = 'Usage: npm run restore -- --from <backup folder> [--force]';

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: { from: { type: 'string' }, force: { type: 'boolean', default: false } },
    strict: true,
  });
  if (!values.from) {
    console.error(USAGE);
    return 2;
  }
  // npm runs scripts in the package's folder: a relative folder is the operator's, where npm was run.
  const folder = path.resolve(process.env.INIT_CWD ?? process.cwd(), values.from);
  const { manifest, files, mails } = await restore(loadConfig(), folder, { force: values.force });
  console.log(
    `Restored the backup of ${manifest.takenAt} (schema ${manifest.migration}, event log at ${manifest.eventLogHead}), ` +
      `${files} uploaded file${files === 1 ? '' : 's'} and ${mails} mail file${mails === 1 ? '' : 's'}. ` +
      'Start the servers: they apply any newer migrations, and clients reload their data.',
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
