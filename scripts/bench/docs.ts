// docs/performance.md: the latest table of each kind of run (full, default, custom) with the
// machine, versions and date it was measured on. A run rewrites only its own section, so the
// full run's table stays when someone runs the quick default.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BetterSqlite, sqliteDriverName } from '../../server/db/sqliteDriver';
import { REPO_ROOT } from './children';

export type RunKind = 'all' | 'default' | 'custom' | 'postgres' | 'nodes' | 'nodes-redis' | 'first-load';
/** Sections of the document: the runs', and hand-written notes the bench keeps as they are. */
type Section = RunKind | 'notes';

const DOC = path.join(REPO_ROOT, 'docs', 'performance.md');
const ORDER: Section[] = [
  'all',
  'default',
  'custom',
  'postgres',
  'nodes',
  'nodes-redis',
  'first-load',
  'notes',
];

function packageVersion(name: string): string {
  const file = path.join(REPO_ROOT, 'node_modules', name, 'package.json');
  try {
    return (JSON.parse(fs.readFileSync(file, 'utf8')) as { version: string }).version;
  } catch {
    return 'not installed';
  }
}

/** Other work on the machine shares its cores; the load average says how much there was. */
export function loadAverage(): string {
  return os
    .loadavg()
    .map((v) => v.toFixed(2))
    .join(' / ');
}

export function machineLines(loadAtStart: string): string[] {
  const cpus = os.cpus();
  const sqlite = new BetterSqlite(':memory:');
  const sqliteVersion = (sqlite.prepare('select sqlite_version() as v').get() as { v: string }).v;
  sqlite.close();
  return [
    `- Machine: ${cpus[0]?.model.trim() ?? 'unknown CPU'}, ${cpus.length} cores, ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB RAM, ${os.type()} ${os.release()} (${os.arch()})`,
    `- Versions: Node ${process.version}, socket.io ${packageVersion('socket.io')}, socket.io-client ${packageVersion('socket.io-client')}, fastify ${packageVersion('fastify')}, ${sqliteDriverName} (SQLite ${sqliteVersion}), drizzle-orm ${packageVersion('drizzle-orm')}, autocannon ${packageVersion('autocannon')}`,
    `- Date: ${new Date().toISOString().replace(/\.\d+Z$/, 'Z')}`,
    `- Load average (1 / 5 / 15 min): ${loadAtStart} at the start, ${loadAverage()} at the end`,
  ];
}

const TITLES: Record<RunKind, string> = {
  all: 'Full run: `npm run bench -- --scenario all`',
  default: 'Default run: `npm run bench`',
  custom: 'Last custom run',
  postgres: 'PostgreSQL: `npm run bench -- --engine postgres`',
  nodes: 'Two nodes: `npm run bench -- --nodes 2`',
  'nodes-redis': 'Two nodes, Redis adapter: `npm run bench -- --nodes 2 --adapter redis`',
  'first-load': 'Signed-in first load: `npm run bench:first-load`',
};

const HEAD = `# Performance

Written by \`npm run bench\` (scripts/bench/). Each run replaces its own section below; the full
run is the reference. Text between the \`bench:notes\` markers is written by people and kept.

## How to run

\`\`\`
npm run bench                          # 1,000 clients at 200 messages/s, 3 repetitions (~3 min)
npm run bench -- --scenario all        # also 5,000 clients at 1,000/s and the 10,000-client memory check
npm run bench -- --clients 2000 --rate 500 --duration 15 --reps 5
npm run bench -- --engine postgres     # Tonic and the minimal route on a throwaway PostgreSQL cluster
npm run bench -- --nodes 2             # two Tonic nodes on one database (--adapter redis: through Redis)
npm run bench -- --no-write            # print the table only
npm run bench -- --quick               # the regression check: 100 clients at 100/s, 3 s phases, nothing written
npm run bench -- --quick --engine postgres
npm run build && npm run bench:first-load   # requests and time to content of the main signed-in pages
\`\`\`

The bench starts every server as a child process on 127.0.0.1 (the open-file limit raised with
\`ulimit -n\` for 10,000 sockets), stops each by pid, and gives up after \`--max-minutes\`
(default 30). Progress goes to stderr, the table to stdout. On a quiet machine the default run
takes about 3 minutes and the full run about 7; waiting for a busy machine adds at most
\`--max-wait\` minutes.

## Comparing two commits: \`--quick\`

\`npm run bench -- --quick\` is the regression guard (not a timed test): 100 clients at 100/s,
3 s phases, one repetition, the three systems' servers started at once, no waiting for a quiet
machine (\`--max-wait\` turns it back on), docs/performance.md left alone. It prints the table
and a **Ratios** block: throughput and server CPU time and heap allocated per request, each to
the minimal route's; delivery p50 and p99 to bare Socket.IO's; achieved rate; lost. The ratios
are the figures to compare, since both sides of each are measured in the same minute on the
same machine. Measured on the shared 2-core machine at a load average of 12–15 (other work
using 80–90 % of it): 50 s of run, 59 s end to end, on SQLite; 72 s of run, 89 s end to end on
PostgreSQL, most of it the servers' start-up (TypeScript compiled at start) and the cluster's.
Its RSS per socket (100 sockets, servers started side by side) is noise; ignore that row.
Its heap per request counts a few hundred requests at most, so warm-up (bytecode, feedback,
the fleet's disconnects) weighs in: it read 155–177 KB where an 8 s run of
scripts/bench/allocationProfile.ts reads 147 KB for the same commit; use that script to
judge an allocation change.

To compare commit A (say \`main\`) with your work:

\`\`\`
git worktree add /tmp/tonic-a A && ln -s "$PWD/node_modules" /tmp/tonic-a/node_modules
for i in 1 2; do
  (cd /tmp/tonic-a && npm run bench -- --quick) > a$i.txt
  npm run bench -- --quick > b$i.txt
done
grep -A9 '^Ratios' a1.txt a2.txt b1.txt b2.txt
git worktree remove --force /tmp/tonic-a
\`\`\`

(Uncommitted changes: \`git stash\`, run, \`git stash pop\`, run.) Alternate the two commits
and run each at least twice: a difference counts when it is larger than the spread between the
two runs of the same commit. What to expect on a busy machine (two runs of one commit, 80 %
of the machine used by others): throughput ratio 0.33× and 0.43×, CPU ratio 3.8× and 3.5×,
Tonic's heap per request 155 and 177 KB — so about ±15 % for those three; heap per request is
the least disturbed by load, as it counts bytes, not time. Delivery p50/p99 mean something only
when the "others' CPU" line is below 25 %; on a busy machine they measure the neighbours. A
commit before \`--quick\` existed runs the same figures (without the heap row, with the
longer pauses) with \`--clients 100 --rate 100 --duration 3 --reps 1 --no-write --max-wait 0\`.

## What the numbers mean

- **Delivery latency**: from the moment the load generator sends a message to the moment the
  recipient's socket.io-client fires \`message:new\` with it, on one machine over loopback.
  Tonic's path is the real one: \`POST /api/backend/messages.php\` with an urlencoded
  \`req=submit_message&data=…\` body and a Bearer token (auth, rate limit, zod validation,
  sanitising, the recipient rule, one SQLite transaction with the message and its event-log rows
  under \`synchronous=FULL\`, then the push to the recipient's and the sender's rooms).
  Each coach (user type 8) writes to one student; the N clients are N distinct users with
  their own sessions. Sends follow a steady schedule at the offered rate.
- **Floors**, measured in the same run on the same machine, interleaved with Tonic in every
  repetition (the order rotates): *bare Socket.IO* is a server that only pushes to one room, asked
  by the load generator over a socket (its latency is the transport's floor); *minimal route* is a
  Fastify route that parses the same form body, inserts one row with a better-sqlite3 prepared
  statement (WAL, \`synchronous=FULL\`) and pushes (the floor for "HTTP + durable write + push").
- **Figures** are the median of the repetitions; ratios and deltas compare medians. *Lost* is
  summed over the repetitions: sends the server accepted whose push had not arrived 15 s after
  the last send. Sends refused or unanswered are counted beside it and also fail the target.
- **Achieved messages/s**: deliveries divided by the time from the first send to the last
  delivery; below the offered rate means the system fell behind.
- **Server RSS per socket**: (RSS with N sockets connected − RSS before connecting) / N, read
  by the server's own metrics endpoint; each reading follows a full GC (every server child is
  started with \`--expose-gc\` and scripts/bench/gcHook.ts, which collects on SIGUSR2), the
  second 1.5 s after the last handshake.
- **Event-loop delay**: p99 of the server's event-loop delay during the measured phase, beyond
  the 10 ms sampling interval (\`monitorEventLoopDelay\` records whole intervals, so an idle
  loop reads 10 ms; the table subtracts it). The load generator's own p99 is printed as a
  check: when it is high, the bench rather than the server limited the figures.
- **Throughput**: autocannon, 16 keep-alive connections, no sockets connected, every request a
  different message; answers with status 200 per second.
- **Server CPU time per request**: the server process's user + system CPU time during the
  throughput phase divided by the requests it answered; unlike requests per second it hardly
  moves when other work shares the machine. Time spent waiting for the disk (fsync) is not CPU.
- **Server heap allocated per request**: bytes allocated on the server's V8 heap during the
  throughput phase divided by the requests it answered. V8 has no allocation counter; the
  server's metrics (\`tonic_heap_allocated_bytes\`, server/http/heapAllocation.ts) sum the used
  heap's growth between garbage collections, read from \`v8.GCProfiler\`'s before/after
  figures. Buffers' memory outside the heap is not counted; the two metrics readings around the
  phase are (a few KB in all). Young-generation collections come about once per semi-space's
  worth of allocation, so this is what sets their rate.
- **CPU used by other processes**: the share of the whole machine (all cores) that processes
  other than the bench and the measured server used during the measured phase. Before each
  system the bench waits for that share to fall below 25 %, and measures a disturbed
  repetition again (at most twice), within a budget of \`--max-wait\` minutes per run (default
  5); after that it measures on. A high value means that scenario's figures were taken on a
  busy machine and overstate Tonic's and the floors' costs.
- **Polling**: a client without a socket asks every 3 s, so a message waits 1.5 s on average
  and up to 3 s, plus the request.
`;

function sectionMarkers(kind: Section) {
  return { start: `<!-- bench:${kind}:start -->`, end: `<!-- bench:${kind}:end -->` };
}

function existingSections(): Partial<Record<Section, string>> {
  if (!fs.existsSync(DOC)) return {};
  const text = fs.readFileSync(DOC, 'utf8');
  const found: Partial<Record<Section, string>> = {};
  for (const kind of ORDER) {
    const { start, end } = sectionMarkers(kind);
    const from = text.indexOf(start);
    const to = text.indexOf(end);
    if (from >= 0 && to > from) found[kind] = text.slice(from, to + end.length);
  }
  return found;
}

export function writePerformanceDoc(kind: RunKind, body: string): string {
  const sections = existingSections();
  const { start, end } = sectionMarkers(kind);
  sections[kind] = `${start}\n## ${TITLES[kind]}\n\n${body.trim()}\n${end}`;
  const parts = ORDER.map((k) => sections[k]).filter((s): s is string => s !== undefined);
  fs.mkdirSync(path.dirname(DOC), { recursive: true });
  fs.writeFileSync(DOC, `${HEAD}\n${parts.join('\n\n')}\n`);
  return DOC;
}
