import { describe, expect, it } from 'vitest';
import type { InvoiceDetail } from '../../../shared/calls/invoices';
import {
  type DraftLine,
  type DraftValues,
  draftInput,
  draftValues,
  emptyLine,
  lineFromProduct,
  lineProblems,
  type PricedProduct,
  previewDraft,
} from './invoiceDraft';

const course: PricedProduct = {
  Id: 4,
  Name: 'Harmony I',
  PriceEur: 4900,
  PriceSek: 49900,
  VatClass: 'standard',
};
const book: PricedProduct = { Id: 5, Name: 'Songbook', PriceEur: 1000, PriceSek: 10000, VatClass: 'reduced' };

function line(fields: Partial<DraftLine>): DraftLine {
  return { ...emptyLine(), ...fields };
}

describe('the invoice editor', () => {
  it('fills a line from a product in the invoice currency', () => {
    expect(lineFromProduct(emptyLine(), course, 'SEK', 'sv')).toMatchObject({
      ProductId: '4',
      Description: 'Harmony I',
      UnitPrice: '499',
    });
    expect(lineFromProduct(emptyLine(), { ...course, PriceEur: 4950 }, 'EUR', 'en').UnitPrice).toBe('49.50');
  });

  it('previews VAT per line at the customer treatment and rate', () => {
    const lines = [
      line({ ProductId: '4', Quantity: 2, UnitPrice: '49' }),
      line({ ProductId: '5', Quantity: 1, UnitPrice: '10' }),
      line({ Description: 'Lesson', Quantity: 1, UnitPrice: '0,99' }),
    ];
    const swedish = previewDraft(lines, { VatTreatment: 'domestic', Country: 'SE' }, [course, book]);
    expect(swedish.Lines).toEqual([
      { NetMinor: 9800, VatRate: 2500, VatMinor: 2450 },
      { NetMinor: 1000, VatRate: 600, VatMinor: 60 },
      { NetMinor: 99, VatRate: 2500, VatMinor: 25 },
    ]);
    expect(swedish).toMatchObject({ NetMinor: 10899, VatMinor: 2535, TotalMinor: 13434 });
    const german = previewDraft(lines, { VatTreatment: 'eu_consumer', Country: 'DE' }, [course, book]);
    expect(german.Lines.map((l) => l?.VatRate)).toEqual([1900, 700, 1900]);
    const business = previewDraft(lines, { VatTreatment: 'reverse_charge', Country: 'DE' }, [course, book]);
    expect(business).toMatchObject({ VatMinor: 0, TotalMinor: 10899 });
  });

  it('leaves unreadable lines out of the totals', () => {
    const preview = previewDraft(
      [line({ Description: 'A', UnitPrice: 'ten' }), line({ Description: 'B', UnitPrice: '5' })],
      { VatTreatment: 'export', Country: 'US' },
      [],
    );
    expect(preview.Lines[0]).toBeNull();
    expect(preview.TotalMinor).toBe(500);
  });

  it('says what keeps a line from being saved', () => {
    expect(lineProblems(line({ UnitPrice: '5' }))).toEqual(['description']);
    expect(lineProblems(line({ Description: 'A', Quantity: 0, UnitPrice: '5' }))).toEqual(['quantity']);
    expect(lineProblems(line({ Description: 'A', Quantity: 1.5, UnitPrice: '5' }))).toEqual(['quantity']);
    expect(lineProblems(line({ Quantity: '', UnitPrice: '' }))).toEqual([
      'description',
      'quantity',
      'unitPrice',
    ]);
    expect(lineProblems(line({ ProductId: '4', UnitPrice: '5' }))).toEqual([]);
  });

  it('saves only a complete draft, prices in minor units', () => {
    const values: DraftValues = {
      CustomerId: '9',
      RecipientUserId: null,
      Currency: 'EUR',
      DueDays: 14,
      Lines: [line({ ProductId: '4', Description: 'Harmony I', Quantity: '3', UnitPrice: '1 234,50' })],
    };
    expect(draftInput(values, 12)).toEqual({
      Id: 12,
      CustomerId: 9,
      RecipientUserId: null,
      Currency: 'EUR',
      DueDays: 14,
      Lines: [{ ProductId: 4, Description: 'Harmony I', Quantity: 3, UnitPriceMinor: 123450 }],
    });
    expect(draftInput({ ...values, CustomerId: null }, null)).toBeNull();
    expect(draftInput({ ...values, Lines: [] }, null)).toBeNull();
  });

  it('opens a draft with its lines as typed amounts', () => {
    const draft = {
      Id: 3,
      CustomerId: 9,
      Currency: 'SEK',
      DueDays: 10,
      IssueDate: null,
      DueDate: null,
      Recipient: { UserId: 2, Name: 'Sara' },
      Lines: [
        {
          Id: 1,
          ProductId: null,
          Description: 'Lesson',
          Quantity: 2,
          UnitPriceMinor: 45050,
          VatRate: 2500,
          NetMinor: 90100,
          VatMinor: 22525,
        },
      ],
    } as unknown as InvoiceDetail;
    expect(draftValues(draft, 'sv')).toMatchObject({
      CustomerId: '9',
      RecipientUserId: 2,
      Currency: 'SEK',
      DueDays: 10,
      Lines: [{ ProductId: null, Description: 'Lesson', Quantity: 2, UnitPrice: '450,50' }],
    });
    expect(draftValues(null, 'en')).toMatchObject({ CustomerId: null, Currency: 'EUR', DueDays: 30 });
  });
});
