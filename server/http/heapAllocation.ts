// Bytes allocated on the V8 heap since the process started, for the metrics endpoint (and so
// for the bench's "allocation per submit"). V8 has no allocation counter, but the used heap only
// grows by allocating and only shrinks by collecting: the sum of its growth between collections
// (GCProfiler reports the used size before and after each one) is what was allocated.
import v8 from 'node:v8';

/** Folds the profiler's records into the total this often, so they do not pile up unread. */
const FOLD_INTERVAL_MS = 10_000;

let profiler: v8.GCProfiler | null = null;
let usedAfterLast = 0;
let allocated = 0;

function fold(): void {
  if (!profiler) return;
  const { statistics } = profiler.stop();
  profiler = new v8.GCProfiler();
  profiler.start();
  for (const gc of statistics) {
    allocated += Math.max(0, gc.beforeGC.heapStatistics.usedHeapSize - usedAfterLast);
    usedAfterLast = gc.afterGC.heapStatistics.usedHeapSize;
  }
  const now = v8.getHeapStatistics().used_heap_size;
  allocated += Math.max(0, now - usedAfterLast);
  usedAfterLast = now;
}

/** Bytes allocated on the V8 heap since the first call (one profiler per process). */
export function heapAllocatedBytes(): number {
  if (!profiler) {
    usedAfterLast = v8.getHeapStatistics().used_heap_size;
    profiler = new v8.GCProfiler();
    profiler.start();
    setInterval(fold, FOLD_INTERVAL_MS).unref();
  }
  fold();
  return allocated;
}
