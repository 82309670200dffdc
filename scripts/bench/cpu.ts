// CPU accounting from /proc (Linux): how much of the machine other processes used while a phase
// ran (on a shared machine a busy neighbour distorts every figure, so the bench waits for a
// quiet moment and reports what it saw), and how much CPU a server spent per request.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { sleep } from './children';
import type { Progress } from './progress';

let ticksPerSecond = 100;
try {
  ticksPerSecond = Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;
} catch {
  // Linux's usual value.
}

export interface CpuSample {
  /** Machine-wide busy and total ticks, summed over all cores. */
  busy: number;
  total: number;
  /** Ticks of the processes being measured (the bench and its server child). */
  ours: number;
}

function machineTicks(): { busy: number; total: number } | null {
  try {
    const line = fs.readFileSync('/proc/stat', 'utf8').split('\n', 1)[0]!;
    // user nice system idle iowait irq softirq steal
    const v = line.trim().split(/\s+/).slice(1, 9).map(Number);
    const total = v.reduce((a, b) => a + b, 0);
    return { busy: total - v[3]! - v[4]!, total };
  } catch {
    return null;
  }
}

/** utime + stime of one process, in clock ticks; 0 once it is gone. */
export function processTicks(pid: number): number {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name may hold spaces; the fields after its closing parenthesis are fixed.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return 0;
  }
}

export function sampleCpu(pids: readonly number[]): CpuSample | null {
  const machine = machineTicks();
  if (!machine) return null;
  const ours = [process.pid, ...pids].reduce((sum, pid) => sum + processTicks(pid), 0);
  return { ...machine, ours };
}

/** Share of the whole machine (all cores) that other processes used between two samples. */
export function othersShare(from: CpuSample | null, to: CpuSample | null): number {
  if (!from || !to || to.total <= from.total) return Number.NaN;
  const others = to.busy - from.busy - (to.ours - from.ours);
  return Math.max(0, others) / (to.total - from.total);
}

export function ticksToMs(ticks: number): number {
  return (ticks / ticksPerSecond) * 1000;
}

/** Above this share of the machine used by others, a measurement counts as contended. */
export const BUSY_SHARE = 0.25;

/**
 * How long, in all, a run may spend waiting for a quiet machine and repeating contended
 * measurements; once spent, the bench measures straight on and the table shows the contention.
 */
export interface Patience {
  leftMs(): number;
  spend(ms: number): void;
}

export function createPatience(totalMs: number): Patience {
  let left = totalMs;
  return {
    leftMs: () => left,
    spend(ms) {
      left = Math.max(0, left - ms);
    },
  };
}

/** Waits until other processes use less than BUSY_SHARE of the machine over one second. */
export async function waitForQuiet(progress: Progress, patience: Patience): Promise<void> {
  let said = false;
  while (patience.leftMs() > 0) {
    const from = sampleCpu([]);
    await sleep(1000);
    patience.spend(1000);
    const share = othersShare(from, sampleCpu([]));
    if (Number.isNaN(share) || share < BUSY_SHARE) return;
    if (!said)
      progress.note(
        `other processes use ${(share * 100).toFixed(0)}% of the CPU; waiting (${Math.round(patience.leftMs() / 1000)} s of patience left)`,
      );
    said = true;
  }
  if (said) progress.note('the machine stayed busy; measuring anyway (see the "other processes" row)');
}
