import { describe, expect, it } from 'vitest';
import type { OssRow, SalesRow } from './accountingApi';
import { reportYears, vatPerCountry } from './ossReport';
import { netPerPeriod, periodLabel, totalsPerProduct } from './salesReport';

const sales: SalesRow[] = [
  { Period: '2026-02', ProductId: 1, Product: 'Harmony', Quantity: 2, NetMinor: 9800, VatMinor: 2450 },
  { Period: '2026-01', ProductId: 1, Product: 'Harmony', Quantity: 1, NetMinor: 4900, VatMinor: 1225 },
  { Period: '2026-01', ProductId: null, Product: 'Lesson', Quantity: 1, NetMinor: 20000, VatMinor: 5000 },
  { Period: '2026-02', ProductId: 1, Product: 'Harmony', Quantity: -1, NetMinor: -4900, VatMinor: -1225 },
];

describe('the sales report', () => {
  it('sums net sales per period, oldest first', () => {
    expect(netPerPeriod(sales)).toEqual([
      { Period: '2026-01', NetMinor: 24900 },
      { Period: '2026-02', NetMinor: 4900 },
    ]);
  });

  it('totals each product, credits included', () => {
    expect(totalsPerProduct(sales)).toEqual([
      { Key: 'text:Lesson', Product: 'Lesson', Quantity: 1, NetMinor: 20000, VatMinor: 5000 },
      { Key: 'product:1', Product: 'Harmony', Quantity: 2, NetMinor: 9800, VatMinor: 2450 },
    ]);
  });

  it('names periods in the UI language', () => {
    const quarter = (n: number) => `Q${n}`;
    expect(periodLabel('2026-03', 'en', quarter)).toBe('Mar 2026');
    expect(periodLabel('2026-03', 'sv', quarter)).toBe('mars 2026');
    expect(periodLabel('2026-Q2', 'en', quarter)).toBe('Q2 2026');
    expect(periodLabel('2026', 'en', quarter)).toBe('2026');
  });
});

describe('the OSS report', () => {
  it('sums VAT per country over the quarters', () => {
    const rows: OssRow[] = [
      { Quarter: '2026-Q1', Country: 'DE', VatRate: 1900, TaxableMinor: 10000, VatMinor: 1900 },
      { Quarter: '2026-Q2', Country: 'DE', VatRate: 1900, TaxableMinor: 10000, VatMinor: 1900 },
      { Quarter: '2026-Q1', Country: 'FI', VatRate: 2550, TaxableMinor: 10000, VatMinor: 2550 },
    ];
    expect(vatPerCountry(rows)).toEqual([
      { Country: 'DE', VatMinor: 3800 },
      { Country: 'FI', VatMinor: 2550 },
    ]);
  });

  it('offers the last ten years', () => {
    expect(reportYears(new Date(2026, 5, 1))).toEqual([
      2026, 2025, 2024, 2023, 2022, 2021, 2020, 2019, 2018, 2017,
    ]);
  });
});
