// Thousands of client sockets need thousands of file descriptors in this process too. Node
// cannot raise its own limit, so the bench re-runs itself once under `ulimit -n`.
import { execFileSync, spawnSync } from 'node:child_process';

const RAISED = 'TONIC_BENCH_FILE_LIMIT_RAISED';
const WANTED = 65_536;

function limit(flag: '-Sn' | '-Hn'): number {
  const raw = execFileSync('bash', ['-c', `ulimit ${flag}`])
    .toString()
    .trim();
  return raw === 'unlimited' ? Number.POSITIVE_INFINITY : Number(raw);
}

/** Returns when the limit suffices; otherwise re-runs the bench with it raised and exits. */
export function ensureFileLimit(required: number): void {
  const soft = limit('-Sn');
  if (soft >= required) return;
  const hard = limit('-Hn');
  if (process.env[RAISED] === '1' || hard < required) {
    throw new Error(
      `The open-file limit (${soft}, hard ${hard}) is below the ${required} this run needs: raise it (ulimit -n) or use fewer --clients.`,
    );
  }
  process.stderr.write(`Raising the open-file limit from ${soft} and restarting the bench…\n`);
  const script = 'ulimit -n "$1" 2>/dev/null || ulimit -n "$(ulimit -Hn)"; shift; exec "$@"';
  const run = spawnSync(
    'bash',
    ['-c', script, 'bench', String(WANTED), process.execPath, ...process.execArgv, ...process.argv.slice(1)],
    { stdio: 'inherit', env: { ...process.env, [RAISED]: '1' } },
  );
  process.exit(run.status ?? 1);
}
