// The sales report's figures as the page draws them: net sales per period for the chart, each
// product's totals for the table, and period names in the UI language.
import type { SalesRow } from './accountingApi';

/** "2026-03" → "Mar 2026", "2026-Q1" → quarter(1) + " 2026", "2026" → "2026". */
export function periodLabel(period: string, language: string, quarter: (n: number) => string): string {
  const month = /^(\d{4})-(\d{2})$/.exec(period);
  if (month)
    return new Intl.DateTimeFormat(language, { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
      Date.UTC(Number(month[1]), Number(month[2]) - 1, 1),
    );
  const q = /^(\d{4})-Q([1-4])$/.exec(period);
  if (q) return `${quarter(Number(q[2]))} ${q[1]}`;
  return period;
}

/** Net sales per period, oldest first, in minor units. */
export function netPerPeriod(rows: readonly SalesRow[]): { Period: string; NetMinor: number }[] {
  const sums = new Map<string, number>();
  for (const row of rows) sums.set(row.Period, (sums.get(row.Period) ?? 0) + row.NetMinor);
  return [...sums.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([Period, NetMinor]) => ({ Period, NetMinor }));
}

export interface ProductTotal {
  Key: string;
  Product: string;
  Quantity: number;
  NetMinor: number;
  VatMinor: number;
}

/** Each product's totals over the period, the largest sales first. */
export function totalsPerProduct(rows: readonly SalesRow[]): ProductTotal[] {
  const totals = new Map<string, ProductTotal>();
  for (const row of rows) {
    // Lines without a product are told apart by their text.
    const key = row.ProductId === null ? `text:${row.Product}` : `product:${row.ProductId}`;
    const total = totals.get(key) ?? {
      Key: key,
      Product: row.Product,
      Quantity: 0,
      NetMinor: 0,
      VatMinor: 0,
    };
    total.Quantity += row.Quantity;
    total.NetMinor += row.NetMinor;
    total.VatMinor += row.VatMinor;
    totals.set(key, total);
  }
  return [...totals.values()].sort((a, b) => b.NetMinor - a.NetMinor || a.Product.localeCompare(b.Product));
}
