// Every posting balances: generated invoices (any country, kind, VAT number, VAT class, quantity
// and price) are priced and posted, and their credit notes and payments too; and the VAT cases
// the school meets, one by one. Shown prices are what those invoices total.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BANK, RECEIVABLES } from '../../../shared/accounting';
import {
  EU_VAT_RATES,
  normaliseVatNumber,
  shownPrice,
  type VatClass,
  vatNumberFits,
  vatOf,
  vatRateOf,
  vatTreatmentOf,
} from '../../../shared/vat';
import { invoicePosting, isBalanced, paymentPosting, totals } from '../accounting/accounting.service';
import { priceLines } from './invoiceMath';

const VAT_ACCOUNTS = new Set([2611, 2621, 2631, 2618]);
const countries = fc.constantFrom(...Object.keys(EU_VAT_RATES), 'US', 'NO', 'GB', 'JP', 'CH');
const vatClass = fc.constantFrom<VatClass>('standard', 'reduced', 'exempt');
const line = fc.record({
  Quantity: fc.integer({ min: 1, max: 50 }),
  UnitPriceMinor: fc.integer({ min: 0, max: 200_000 }),
  VatClass: vatClass,
});

describe('shown prices', () => {
  it('are what a one-line invoice for the product totals (a consumer) or nets (a business), to the minor unit', () => {
    fc.assert(
      fc.property(
        countries,
        fc.constantFrom<'company' | 'person'>('company', 'person'),
        fc.boolean(),
        vatClass,
        fc.integer({ min: 1, max: 10_000_000 }),
        (country, kind, hasVatNumber, cls, net) => {
          const buyer = {
            Country: country,
            Kind: kind,
            VatNumber: kind === 'company' && hasVatNumber ? `${country}123456789` : null,
          };
          const shown = shownPrice(net, buyer, cls);
          const invoice = priceLines(vatTreatmentOf(buyer), country, [
            { ProductId: 1, Description: 'Course', Quantity: 1, UnitPriceMinor: net, VatClass: cls },
          ]);
          if (kind === 'company') {
            expect(shown).toEqual({ Minor: invoice.NetMinor, Vat: 'excl' });
          } else {
            expect(shown.Minor).toBe(invoice.TotalMinor);
            expect(shown.Vat).toBe(invoice.Lines[0]!.VatRate > 0 ? 'incl' : 'none');
          }
        },
      ),
    );
  });

  it('are 612,50 kr for 490 kr net to a Swedish consumer, 59,49 € for 49,99 € to a German one', () => {
    const person = (Country: string) => ({ Country, Kind: 'person' as const, VatNumber: null });
    expect(shownPrice(49_000, person('SE'), 'standard')).toEqual({ Minor: 61_250, Vat: 'incl' });
    expect(shownPrice(4999, person('DE'), 'standard')).toEqual({ Minor: 5949, Vat: 'incl' });
    expect(shownPrice(4999, person('US'), 'standard')).toEqual({ Minor: 4999, Vat: 'none' });
  });
});

describe('postings', () => {
  it('balance for every generated invoice, its credit note and its payments', () => {
    fc.assert(
      fc.property(
        countries,
        fc.constantFrom<'company' | 'person'>('company', 'person'),
        fc.boolean(),
        fc.array(line, { minLength: 1, maxLength: 8 }),
        fc.integer({ min: 1, max: 5 }),
        (country, kind, hasVatNumber, lines, parts) => {
          const treatment = vatTreatmentOf({
            Country: country,
            Kind: kind,
            VatNumber: hasVatNumber ? 'X' : null,
          });
          const inputs = lines.map((l) => ({ ...l, ProductId: null, Description: 'Lessons' }));
          fc.pre(inputs.some((l) => l.Quantity * l.UnitPriceMinor > 0));
          const priced = priceLines(treatment, country, inputs);
          expect(priced.TotalMinor).toBe(priced.NetMinor + priced.VatMinor);

          const posting = invoicePosting({ Kind: 'invoice', VatTreatment: treatment, ...priced });
          expect(isBalanced(posting)).toBe(true);
          const receivable = posting.filter((l) => l.Account === RECEIVABLES);
          expect(receivable).toEqual([
            { Account: RECEIVABLES, DebitMinor: priced.TotalMinor, CreditMinor: 0 },
          ]);
          const vat = posting
            .filter((l) => VAT_ACCOUNTS.has(l.Account))
            .reduce((s, l) => s + l.CreditMinor, 0);
          expect(vat).toBe(priced.VatMinor);
          const revenue = posting.filter((l) => l.Account >= 3000).reduce((s, l) => s + l.CreditMinor, 0);
          expect(revenue).toBe(priced.NetMinor);

          const credit = invoicePosting({ Kind: 'credit', VatTreatment: treatment, ...priced });
          expect(isBalanced(credit)).toBe(true);
          expect(totals([...posting, ...credit]).debit).toBe(totals([...posting, ...credit]).credit);
          for (const l of credit) {
            const mirror = posting.find((p) => p.Account === l.Account)!;
            expect(l).toEqual({
              Account: l.Account,
              DebitMinor: mirror.CreditMinor,
              CreditMinor: mirror.DebitMinor,
            });
          }

          // Paid in parts: receivables end at zero, the bank holds the total.
          let left = priced.TotalMinor;
          const payments = [];
          for (let i = parts; i > 0 && left > 0; i--) {
            const amount = i === 1 ? left : Math.max(1, Math.floor(left / 2));
            payments.push(...paymentPosting('invoice', amount));
            left -= amount;
          }
          if (left > 0) payments.push(...paymentPosting('invoice', left));
          const all = [...posting, ...payments];
          const netOn = (account: number) =>
            all.filter((l) => l.Account === account).reduce((s, l) => s + l.DebitMinor - l.CreditMinor, 0);
          expect(netOn(RECEIVABLES)).toBe(0);
          expect(netOn(BANK)).toBe(priced.TotalMinor);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('refuse an entry without amounts and amounts above what an invoice may be', () => {
    expect(isBalanced([])).toBe(false);
    expect(() =>
      priceLines('domestic', 'SE', [
        { ProductId: null, Description: 'x', Quantity: 1, UnitPriceMinor: 0, VatClass: 'standard' },
      ]),
    ).toThrow(expect.objectContaining({ code: 'INVOICE_TOTAL_ZERO' }));
    expect(() =>
      priceLines('domestic', 'SE', [
        {
          ProductId: null,
          Description: 'x',
          Quantity: 10_000,
          UnitPriceMinor: 1_000_000_000,
          VatClass: 'standard',
        },
      ]),
    ).toThrow(expect.objectContaining({ code: 'AMOUNT_TOO_LARGE' }));
    // Under the cap before VAT, over it after.
    expect(() =>
      priceLines('domestic', 'SE', [
        { ProductId: null, Description: 'x', Quantity: 1, UnitPriceMinor: 900_000_000, VatClass: 'standard' },
      ]),
    ).toThrow(expect.objectContaining({ code: 'AMOUNT_TOO_LARGE' }));
  });
});

describe('VAT', () => {
  it('is Swedish at home, reverse charged to EU businesses, the destination rate for EU consumers, none outside the EU', () => {
    const se = vatTreatmentOf({ Country: 'SE', Kind: 'company', VatNumber: 'SE556677889901' });
    expect(se).toBe('domestic');
    expect(vatRateOf(se, 'SE', 'standard')).toBe(2500);
    expect(vatRateOf(se, 'SE', 'reduced')).toBe(600);
    expect(vatRateOf(se, 'SE', 'exempt')).toBe(0);

    const deBusiness = vatTreatmentOf({ Country: 'DE', Kind: 'company', VatNumber: 'DE123456789' });
    expect(deBusiness).toBe('reverse_charge');
    expect(vatRateOf(deBusiness, 'DE', 'standard')).toBe(0);

    // A company without a VAT number buys as a consumer does.
    expect(vatTreatmentOf({ Country: 'DE', Kind: 'company', VatNumber: null })).toBe('eu_consumer');
    const fiPerson = vatTreatmentOf({ Country: 'FI', Kind: 'person', VatNumber: null });
    expect(fiPerson).toBe('eu_consumer');
    expect(vatRateOf(fiPerson, 'FI', 'standard')).toBe(2550);
    expect(vatRateOf('eu_consumer', 'DE', 'standard')).toBe(1900);
    expect(vatRateOf('eu_consumer', 'DE', 'reduced')).toBe(700);

    const us = vatTreatmentOf({ Country: 'US', Kind: 'person', VatNumber: null });
    expect(us).toBe('export');
    expect(vatRateOf(us, 'US', 'standard')).toBe(0);
  });

  it('rounds each line half away from zero to a whole minor unit', () => {
    expect(vatOf(10_000, 2500)).toBe(2500);
    expect(vatOf(1, 2500)).toBe(0);
    expect(vatOf(2, 2500)).toBe(1); // 0.5 rounds up
    expect(vatOf(333, 2550)).toBe(85); // 84.915
    expect(vatOf(-2, 2500)).toBe(-1);
  });

  it('knows the shape of each member state’s VAT numbers', () => {
    expect(vatNumberFits('SE', normaliseVatNumber('se 556677-8899 01'))).toBe(true);
    expect(vatNumberFits('SE', 'SE5566778899')).toBe(false);
    expect(vatNumberFits('DE', 'DE123456789')).toBe(true);
    expect(vatNumberFits('DE', 'DE12345678')).toBe(false);
    expect(vatNumberFits('GR', 'EL123456789')).toBe(true);
    expect(vatNumberFits('NL', 'NL123456789B01')).toBe(true);
    expect(vatNumberFits('FR', 'FRXX123456789')).toBe(true);
    expect(vatNumberFits('AT', 'AT12345678')).toBe(false);
    expect(vatNumberFits('US', normaliseVatNumber('12-3456789'))).toBe(true);
    expect(vatNumberFits('US', '<script>')).toBe(false);
  });
});
