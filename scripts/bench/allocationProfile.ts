// Where a submit_message allocates: Tonic on a fresh database (SQLite, or a throwaway PostgreSQL
// cluster with --engine postgres) under autocannon for a few seconds with V8's sampling heap
// profiler on (scripts/bench/allocationHook.mjs), then the sites by bytes per request: the
// allocating function itself, and the nearest frame of Tonic's own code above it.
//   node --import tsx scripts/bench/allocationProfile.ts [--engine postgres] [--seconds 5]
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

function print(title: string, map: Map<string, number>, requests: number, total: number) {
  console.log(`\n${title}`);
  for (const [name, bytes] of [...map].sort((a, b) => b[1] - a[1]).slice(0, TOP))
    console.log(
      `${(bytes / requests / 1024).toFixed(2).padStart(8)} KB  ${((bytes / total) * 100).toFixed(1).padStart(5)} %  ${name}`,
    );
}

async function main() {
  const { values } = parseArgs({
    options: { engine: { type: 'string', default: 'sqlite' }, seconds: { type: 'string', default: '5' } },
  });
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
    const profile = JSON.parse(fs.readFileSync(profileFile, 'utf8')) as { head: ProfileNode };
    const { self, caller } = sites(profile.head);
    const total = [...self.values()].reduce((a, b) => a + b, 0);
    console.log(
      `${values.engine}: ${result.ok} submits answered 200 (${result.failed} not); ${(counted / result.ok / 1024).toFixed(1)} KB allocated per submit (tonic_heap_allocated_bytes), ${(total / result.ok / 1024).toFixed(1)} KB sampled`,
    );
    print('Allocating function (bytes per submit, share)', self, result.ok, total);
    print("Nearest frame of Tonic's own code above the allocation", caller, result.ok, total);
  } finally {
    await stopAllChildren();
    await cluster?.stop();
    fs.rmSync(workDir, { recursive: true, force: true });
  }
}

void main();
