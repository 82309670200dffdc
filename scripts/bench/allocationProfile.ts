// Where a submit_message allocates: Tonic on a fresh database (SQLite, or a throwaway PostgreSQL
// cluster with --engine postgres) under autocannon for a few seconds with V8's sampling heap
// profiler on (scripts/bench/allocationHook.mjs), then the sites by bytes per request: the
// allocating function itself, and the nearest frame of Tonic's own code above it. With --cpu,
// where its CPU time goes instead (V8's CPU profiler, 100 µs samples), by the same two views.
//   node --import tsx scripts/bench/allocationProfile.ts [--engine postgres] [--seconds 5] [--cpu]
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { type PgCluster, startPgCluster } from '../pgCluster';
import { REPO_ROOT, sleep, stopAllChildren } from './children';
import { createPopulation } from './population';
import { readMetrics } from './serverMetrics';
import { startServers } from './systems';
import { measureThroughput } from './throughput';

interface ProfileNode {
  callFrame: { functionName: string; url: string; lineNumber: number };
  selfSize: number;
  children: ProfileNode[];
}

const TOP = 20;

const frameName = (f: ProfileNode['callFrame']) =>
  `${f.functionName || '(anonymous)'} ${f.url.replace(`file://${REPO_ROOT}`, '').replace(/^.*node_modules\//, '~/')}:${f.lineNumber + 1}`;
const ours = (url: string) => url.includes(REPO_ROOT) && !url.includes('node_modules');

function sites(root: ProfileNode) {
  const self = new Map<string, number>();
  const caller = new Map<string, number>();
  const add = (map: Map<string, number>, key: string, bytes: number) =>
    map.set(key, (map.get(key) ?? 0) + bytes);
  const walk = (node: ProfileNode, nearestOurs: string) => {
    const here = ours(node.callFrame.url) ? frameName(node.callFrame) : nearestOurs;
    if (node.selfSize > 0) {
      add(self, frameName(node.callFrame), node.selfSize);
      add(caller, here, node.selfSize);
    }
    for (const child of node.children) walk(child, here);
  };
  walk(root, '(no Tonic frame)');
  return { self, caller };
}

/** A CPU profile's flat node list as the heap profile's tree, self time (µs) in `selfSize`. */
function cpuTree(profile: CpuProfile): ProfileNode {
  const perSample = (profile.endTime - profile.startTime) / Math.max(1, profile.samples.length);
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const build = (id: number): ProfileNode => {
    const node = byId.get(id)!;
    return {
      callFrame: node.callFrame,
      selfSize: node.hitCount * perSample,
      children: (node.children ?? []).map(build),
    };
  };
  return build(profile.nodes[0]!.id);
}

interface CpuProfile {
  nodes: { id: number; callFrame: ProfileNode['callFrame']; hitCount: number; children?: number[] }[];
  startTime: number;
  endTime: number;
  samples: number[];
}

/** The call paths (innermost 8 frames) into functions named `name`, by amount. */
function pathsInto(root: ProfileNode, name: string): Map<string, number> {
  const paths = new Map<string, number>();
  const walk = (node: ProfileNode, stack: string[]) => {
    const here = [...stack, frameName(node.callFrame)];
    if (node.callFrame.functionName === name && node.selfSize > 0) {
      const key = here.slice(-8).join('\n      ← ');
      paths.set(key, (paths.get(key) ?? 0) + node.selfSize);
    }
    for (const child of node.children) walk(child, here);
  };
  walk(root, []);
  return paths;
}

function print(title: string, map: Map<string, number>, requests: number, total: number, cpu: boolean) {
  console.log(`\n${title}`);
  for (const [name, amount] of [...map].sort((a, b) => b[1] - a[1]).slice(0, TOP)) {
    const each = cpu
      ? `${(amount / requests / 1000).toFixed(3).padStart(7)} ms`
      : `${(amount / requests / 1024).toFixed(2).padStart(8)} KB`;
    console.log(`${each}  ${((amount / total) * 100).toFixed(1).padStart(5)} %  ${name}`);
  }
}

async function main() {
  const { values } = parseArgs({
    options: {
      engine: { type: 'string', default: 'sqlite' },
      seconds: { type: 'string', default: '5' },
      cpu: { type: 'boolean', default: false },
      callers: { type: 'string' },
    },
  });
  const cpu = values.cpu;
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tonic-alloc-'));
  const profileFile = path.join(workDir, 'heap.json');
  let cluster: PgCluster | null = null;
  try {
    let databaseUrl: string | null = null;
    if (values.engine === 'postgres') {
      cluster = await startPgCluster();
      const client = new pg.Client(cluster.url);
      await client.connect();
      await client.query('create database tonic');
      await client.end();
      const url = new URL(cluster.url);
      url.pathname = '/tonic';
      databaseUrl = url.toString();
    }
    const population = await createPopulation(
      databaseUrl ? { databaseUrl } : { dataDir: path.join(workDir, 'tonic') },
      100,
    );
    process.env.NODE_OPTIONS = `--import ${path.join(REPO_ROOT, 'scripts/bench/allocationHook.mjs')}`;
    process.env.TONIC_ALLOCATION_PROFILE = profileFile;
    if (cpu) process.env.TONIC_PROFILE_KIND = 'cpu';
    const [server] = await startServers('tonic', {
      workDir,
      databases: databaseUrl ? { tonic: databaseUrl, minimal: '' } : null,
      redisUrl: null,
      nodes: 1,
    });
    delete process.env.NODE_OPTIONS;
    // Warm up (compiled code, prepared statements), then profile the measured run only.
    await measureThroughput(server!.url, population, 'w', 2);
    process.kill(server!.pid, 'SIGWINCH');
    const before = (await readMetrics(server!.url)).heapAllocatedBytes;
    const result = await measureThroughput(server!.url, population, 'p', Number(values.seconds));
    const counted = (await readMetrics(server!.url)).heapAllocatedBytes - before;
    process.kill(server!.pid, 'SIGWINCH');
    while (!fs.existsSync(profileFile)) await sleep(100);
    await sleep(500);
    const written = JSON.parse(fs.readFileSync(profileFile, 'utf8'));
    const tree = cpu ? cpuTree(written as CpuProfile) : (written as { head: ProfileNode }).head;
    const { self, caller } = sites(tree);
    if (values.callers) {
      const paths = pathsInto(tree, values.callers);
      const all = [...paths.values()].reduce((a, b) => a + b, 0);
      print(`Paths into ${values.callers}`, paths, result.ok, all, cpu);
    }
    const total = [...self.values()].reduce((a, b) => a + b, 0);
    if (cpu) {
      const busy = total - (self.get('(idle) :0') ?? 0);
      console.log(
        `${values.engine}: ${result.ok} submits answered 200 (${result.failed} not); ${(busy / result.ok / 1000).toFixed(3)} ms of the server's main thread per submit (idle left out)`,
      );
      self.delete('(idle) :0');
      caller.set('(no Tonic frame)', (caller.get('(no Tonic frame)') ?? 0) - (total - busy));
      print('Function on the CPU (ms per submit, share of busy time)', self, result.ok, busy, true);
      print("Nearest frame of Tonic's own code above it", caller, result.ok, busy, true);
      return;
    }
    console.log(
      `${values.engine}: ${result.ok} submits answered 200 (${result.failed} not); ${(counted / result.ok / 1024).toFixed(1)} KB allocated per submit (tonic_heap_allocated_bytes), ${(total / result.ok / 1024).toFixed(1)} KB sampled`,
    );
    print('Allocating function (bytes per submit, share)', self, result.ok, total, false);
    print("Nearest frame of Tonic's own code above the allocation", caller, result.ok, total, false);
  } finally {
    await stopAllChildren();
    await cluster?.stop();
    fs.rmSync(workDir, { recursive: true, force: true });
  }
}

void main();
