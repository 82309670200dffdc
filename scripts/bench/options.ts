// Command-line flags of `npm run bench`, validated before anything starts.
import { parseArgs } from 'node:util';
import { MAX_CLIENTS } from './scenarios';

export interface BenchOptions {
  scenario: 'single' | 'all';
  clients: number;
  rate: number;
  durationSec: number;
  reps: number;
  write: boolean;
  maxMinutes: number;
  /** Longest total wait for a quiet machine (and repeats of contended measurements). */
  patienceMinutes: number;
  /** The database engine of Tonic and the minimal route. */
  engine: 'sqlite' | 'postgres';
  /** Tonic's server processes (2 needs PostgreSQL): sends to one, sockets on the other. */
  nodes: 1 | 2;
  /** How two nodes reach each other: PostgreSQL's LISTEN/NOTIFY, or Redis pub/sub. */
  adapter: 'postgres' | 'redis';
  /** The regression check: a small population and short phases, nothing written. */
  quick: boolean;
  /** Which section of docs/performance.md this run writes. */
  kind: 'all' | 'default' | 'custom' | 'postgres' | 'nodes' | 'nodes-redis';
}

/** --quick: under a minute on a 2-core machine, SQLite or PostgreSQL. */
export const QUICK = { clients: 100, rate: 100, durationSec: 3, reps: 1 } as const;

export const USAGE = `Usage: npm run bench -- [options]
  --quick           the regression check: ${QUICK.clients} clients @ ${QUICK.rate}/s, ${QUICK.durationSec} s phases, 1 repetition,
                    no waiting for a quiet machine (unless --max-wait), docs/performance.md
                    left alone; prints the table and the ratios to compare commits by
  --clients N       socket.io clients, distinct users (default 1000, at most ${MAX_CLIENTS})
  --rate R          messages per second, steady (default 200)
  --duration S      measured seconds per repetition and system (default 10)
  --reps N          repetitions; figures are their median (default 3)
  --engine E        sqlite (default) or postgres: Tonic and the minimal route on a throwaway
                    PostgreSQL cluster from the installed binaries
  --nodes 2         two Tonic nodes on one PostgreSQL database (implies --engine postgres):
                    messages are sent to one node and delivered to sockets on the other
  --adapter A       with --nodes 2: postgres (default, LISTEN/NOTIFY) or redis (a throwaway
                    redis-server from the installed binary)
  --scenario all    1,000 @ 200/s, 5,000 @ 1,000/s and the ${MAX_CLIENTS.toLocaleString('en')}-client memory check
  --no-write        do not update docs/performance.md
  --max-wait M      wait at most M minutes in all for other processes to leave the CPU
                    (and repeat measurements they disturbed); default 5, 0 to never wait
  --max-minutes M   stop everything after M minutes (default 30)`;

export class UsageError extends Error {
  override readonly name = 'UsageError';
}

function int(raw: string | undefined, fallback: number, min: number, max: number, name: string): number {
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max)
    throw new UsageError(`--${name} must be a whole number from ${min} to ${max}`);
  return value;
}

export function parseOptions(argv: string[]): BenchOptions | 'help' {
  const { values } = parseArgs({
    args: argv,
    options: {
      clients: { type: 'string' },
      rate: { type: 'string' },
      duration: { type: 'string' },
      reps: { type: 'string' },
      scenario: { type: 'string' },
      engine: { type: 'string' },
      nodes: { type: 'string' },
      adapter: { type: 'string' },
      quick: { type: 'boolean', default: false },
      'no-write': { type: 'boolean', default: false },
      'max-minutes': { type: 'string' },
      'max-wait': { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
    strict: true,
  });
  if (values.help) return 'help';
  if (values.scenario !== undefined && values.scenario !== 'all' && values.scenario !== 'default')
    throw new UsageError('--scenario is "all" or "default"');
  if (values.engine !== undefined && values.engine !== 'sqlite' && values.engine !== 'postgres')
    throw new UsageError('--engine is "sqlite" or "postgres"');
  const nodes = int(values.nodes, 1, 1, 2, 'nodes') as 1 | 2;
  if (nodes === 2 && values.engine === 'sqlite')
    throw new UsageError('--nodes 2 needs PostgreSQL: one SQLite file serves one process');
  if (values.adapter !== undefined && values.adapter !== 'postgres' && values.adapter !== 'redis')
    throw new UsageError('--adapter is "postgres" or "redis"');
  if (values.adapter !== undefined && nodes !== 2)
    throw new UsageError('--adapter joins nodes together: use it with --nodes 2');
  const adapter = values.adapter === 'redis' ? 'redis' : 'postgres';
  const engine = values.engine === 'postgres' || nodes === 2 ? 'postgres' : 'sqlite';
  const all = values.scenario === 'all';
  if (all && (values.clients !== undefined || values.rate !== undefined))
    throw new UsageError('--scenario all has fixed clients and rates; leave out --clients and --rate');
  const quick = values.quick;
  if (quick && all) throw new UsageError('--quick and --scenario all exclude each other');
  if (quick && nodes === 2) throw new UsageError('--quick measures one node; leave out --nodes');
  const custom = [values.clients, values.rate, values.duration, values.reps].some((v) => v !== undefined);
  return {
    scenario: all ? 'all' : 'single',
    clients: int(values.clients, quick ? QUICK.clients : 1000, 2, MAX_CLIENTS, 'clients'),
    rate: int(values.rate, quick ? QUICK.rate : 200, 1, 20_000, 'rate'),
    durationSec: int(values.duration, quick ? QUICK.durationSec : 10, 2, 120, 'duration'),
    reps: int(values.reps, quick ? QUICK.reps : 3, 1, 9, 'reps'),
    write: !values['no-write'] && !quick,
    maxMinutes: int(values['max-minutes'], quick ? 5 : 30, 1, 240, 'max-minutes'),
    patienceMinutes: int(values['max-wait'], quick ? 0 : 5, 0, 60, 'max-wait'),
    quick,
    engine,
    nodes,
    adapter,
    kind:
      nodes === 2
        ? adapter === 'redis'
          ? 'nodes-redis'
          : 'nodes'
        : engine === 'postgres'
          ? 'postgres'
          : all
            ? 'all'
            : custom
              ? 'custom'
              : 'default',
  };
}
