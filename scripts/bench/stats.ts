// Small statistics helpers: nearest-rank percentiles over sorted samples, and the median of the
// repetitions every reported figure is taken from.

export interface LatencySummary {
  count: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  mean: number;
}

/** Nearest-rank percentile of ascending samples; NaN for none (a run that delivered nothing). */
export function percentile(sorted: ArrayLike<number>, p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}

export function summarize(samples: Float64Array): LatencySummary {
  const sorted = Float64Array.from(samples).sort();
  let sum = 0;
  for (const value of sorted) sum += value;
  return {
    count: sorted.length,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted.length > 0 ? sorted[sorted.length - 1]! : Number.NaN,
    mean: sorted.length > 0 ? sum / sorted.length : Number.NaN,
  };
}

/** Median of the repetitions; NaN values (a figure a repetition could not produce) are skipped. */
export function median(values: readonly number[]): number {
  const known = values.filter((v) => !Number.isNaN(v)).sort((a, b) => a - b);
  if (known.length === 0) return Number.NaN;
  const mid = Math.floor(known.length / 2);
  return known.length % 2 === 1 ? known[mid]! : (known[mid - 1]! + known[mid]!) / 2;
}
