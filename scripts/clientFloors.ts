// The client's floors, checked: every import between client files (type-only ones included) is
// resolved, each file is placed on its floor, and the script fails on an import that runs up a
// floor, on a feature reaching into another feature past its index.ts, and on an import cycle.
// Biome checks the same boundaries file by file (biome.json); this is the whole-graph count
// (`npm run lint` runs it; `--report` prints the counts without failing).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const client = join(root, 'client');

/** Floors from the top; a file may import its own floor or one below, never one above. */
const floors: { name: string; rank: number; test: (path: string) => boolean }[] = [
  { name: 'entry', rank: 4, test: (p) => p === 'main.tsx' },
  { name: 'app', rank: 3, test: (p) => p.startsWith('app/') },
  { name: 'shell', rank: 3, test: (p) => p.startsWith('shell/') },
  { name: 'features', rank: 2, test: (p) => p.startsWith('features/') },
  { name: 'base', rank: 1, test: () => true },
];

function floorOf(path: string) {
  return floors.find((f) => f.test(path))!;
}

function filesUnder(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) {
      if (name !== 'public') out.push(...filesUnder(full));
    } else if (/\.(ts|tsx)$/.test(name) && !name.endsWith('.d.ts')) out.push(full);
  }
  return out;
}

const importPattern = /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

function resolveImport(from: string, spec: string): string | undefined {
  if (!spec.startsWith('.')) return undefined;
  const base = resolve(dirname(from), spec);
  for (const candidate of [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    join(base, 'index.ts'),
    join(base, 'index.tsx'),
  ]) {
    try {
      if (statSync(candidate).isFile()) return candidate;
    } catch {}
  }
  return undefined;
}

const files = filesUnder(client);
const edges = new Map<string, string[]>();
for (const file of files) {
  const text = readFileSync(file, 'utf8');
  const targets: string[] = [];
  for (const match of text.matchAll(importPattern)) {
    const target = resolveImport(file, match[1] ?? match[2]!);
    if (target?.startsWith(`${client}/`) && /\.(ts|tsx)$/.test(target)) targets.push(target);
  }
  edges.set(file, targets);
}

const rel = (p: string) => relative(client, p);
const featureOf = (p: string) => /^features\/([^/]+)\//.exec(p)?.[1];

const upward: string[] = [];
const pastIndex: string[] = [];
for (const [from, targets] of edges) {
  for (const to of targets) {
    const a = rel(from);
    const b = rel(to);
    if (floorOf(b).rank > floorOf(a).rank) upward.push(`${a} -> ${b}`);
    const fa = featureOf(a);
    const fb = featureOf(b);
    if (fa && fb && fa !== fb && b !== `features/${fb}/index.ts`) pastIndex.push(`${a} -> ${b}`);
  }
}

// Strongly connected components (Tarjan): each component of more than one file holds a cycle.
const index = new Map<string, number>();
const low = new Map<string, number>();
const stack: string[] = [];
const onStack = new Set<string>();
const components: string[][] = [];
let counter = 0;
function connect(v: string) {
  index.set(v, counter);
  low.set(v, counter++);
  stack.push(v);
  onStack.add(v);
  for (const w of edges.get(v) ?? []) {
    if (!index.has(w)) {
      connect(w);
      low.set(v, Math.min(low.get(v)!, low.get(w)!));
    } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
  }
  if (low.get(v) === index.get(v)) {
    const component: string[] = [];
    let w: string;
    do {
      w = stack.pop()!;
      onStack.delete(w);
      component.push(w);
    } while (w !== v);
    if (component.length > 1) components.push(component);
  }
}
for (const file of files) if (!index.has(file)) connect(file);

const report = process.argv.includes('--report');
console.log(
  `client: ${files.length} files, ${upward.length} upward imports, ${pastIndex.length} past a feature's index, ${components.length} import cycles`,
);
if (report || upward.length + pastIndex.length + components.length > 0) {
  for (const line of upward) console.log(`  up: ${line}`);
  for (const line of pastIndex) console.log(`  past index: ${line}`);
  for (const component of components) console.log(`  cycle: ${component.map(rel).sort().join(', ')}`);
}
if (!report && upward.length + pastIndex.length + components.length > 0) process.exitCode = 1;
