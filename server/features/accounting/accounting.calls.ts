import * as calls from '../../../shared/calls/accounting';
import { ratePercent } from '../../../shared/vat';
import type { CallRegistry } from '../../calls/registry';
import { toCsv } from '../../csv/csv';
import type { AccountingService } from './accounting.service';

/** Minor units as a plain decimal for spreadsheets: 123456 → "1234.56". */
function decimal(minor: number): string {
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

export function registerAccountingCalls(registry: CallRegistry, accounting: AccountingService): void {
  registry.add(calls.getJournal, async (input, ctx) => ({ data: await accounting.journal(ctx.user, input) }));
  registry.add(calls.saveJournalEntry, async (input, ctx) => ({
    data: await accounting.saveManual(ctx.user, input),
  }));
  registry.add(calls.getBalanceReport, async (input, ctx) => ({
    data: await accounting.balanceReport(ctx.user, input),
  }));
  registry.add(calls.getMainbook, async (input, ctx) => ({
    data: await accounting.mainbook(ctx.user, input, input.Account),
  }));
  registry.add(calls.getSalesReport, async (input, ctx) => ({
    data: await accounting.salesReport(ctx.user, input, input.GroupBy),
  }));
  registry.add(calls.exportSalesReport, async (input, ctx) => {
    const report = await accounting.salesReport(ctx.user, input, input.GroupBy);
    return {
      data: {
        FileName: `sales-${input.From}-${input.To}-${input.Currency}.csv`,
        Csv: toCsv(
          ['Period', 'Product', 'Quantity', `Net (${input.Currency})`, `VAT (${input.Currency})`],
          [
            ...report.Rows.map((r) => [
              r.Period,
              r.Product,
              r.Quantity,
              decimal(r.NetMinor),
              decimal(r.VatMinor),
            ]),
            ['Total', '', '', decimal(report.NetMinor), decimal(report.VatMinor)],
          ],
        ),
      },
    };
  });
  registry.add(calls.getOssReport, async (input, ctx) => ({
    data: await accounting.ossReport(ctx.user, input.Year, input.Quarter, input.Currency),
  }));
  registry.add(calls.exportOssReport, async (input, ctx) => {
    const report = await accounting.ossReport(ctx.user, input.Year, input.Quarter, input.Currency);
    const period = input.Quarter ? `${input.Year}-Q${input.Quarter}` : String(input.Year);
    return {
      data: {
        FileName: `oss-${period}-${input.Currency}.csv`,
        Csv: toCsv(
          [
            'Quarter',
            'Member state',
            'VAT rate (%)',
            `Taxable amount (${input.Currency})`,
            `VAT (${input.Currency})`,
          ],
          [
            ...report.Rows.map((r) => [
              r.Quarter,
              r.Country,
              ratePercent(r.VatRate),
              decimal(r.TaxableMinor),
              decimal(r.VatMinor),
            ]),
            ['Total', '', '', decimal(report.TaxableMinor), decimal(report.VatMinor)],
          ],
        ),
      },
    };
  });
}
