// The OSS report's figures as the page draws them: VAT per member state for the chart, and the
// years the report may be asked for.
import type { OssRow } from './accountingApi';

/** VAT per country over the rows (all quarters asked for), the largest first, in minor units. */
export function vatPerCountry(rows: readonly OssRow[]): { Country: string; VatMinor: number }[] {
  const sums = new Map<string, number>();
  for (const row of rows) sums.set(row.Country, (sums.get(row.Country) ?? 0) + row.VatMinor);
  return [...sums.entries()]
    .map(([Country, VatMinor]) => ({ Country, VatMinor }))
    .sort((a, b) => b.VatMinor - a.VatMinor || a.Country.localeCompare(b.Country));
}

/** This year and the nine before it, newest first. */
export function reportYears(now: Date = new Date()): number[] {
  return Array.from({ length: 10 }, (_, i) => now.getFullYear() - i);
}
