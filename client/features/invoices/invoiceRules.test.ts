import { describe, expect, it } from 'vitest';
import { actionsFor, leftToPay } from './invoiceRules';

const base = { Kind: 'invoice' as const, Number: 12, CreditedBy: null };

describe('invoice rules', () => {
  it('offer what each status allows', () => {
    expect(actionsFor({ ...base, Status: 'draft', Number: null })).toEqual(['edit', 'remove', 'send']);
    expect(actionsFor({ ...base, Status: 'sent' })).toEqual(['recordPayment', 'credit', 'pdf']);
    expect(actionsFor({ ...base, Status: 'paid' })).toEqual(['credit', 'pdf']);
    expect(actionsFor({ ...base, Status: 'credited' })).toEqual(['pdf']);
  });

  it('credit an invoice once, and refund on a sent credit note', () => {
    expect(actionsFor({ ...base, Status: 'paid', CreditedBy: { Id: 4, Number: 13 } })).toEqual(['pdf']);
    expect(actionsFor({ ...base, Kind: 'credit', Status: 'sent' })).toEqual(['recordRefund', 'pdf']);
    expect(actionsFor({ ...base, Kind: 'credit', Status: 'paid' })).toEqual(['pdf']);
  });

  it('count what is left to pay or to refund', () => {
    expect(leftToPay({ TotalMinor: 12500, PaidMinor: 2500 })).toBe(10000);
    expect(leftToPay({ TotalMinor: 12500, PaidMinor: 12500 })).toBe(0);
    expect(leftToPay({ TotalMinor: -12500, PaidMinor: -2500 })).toBe(10000);
    expect(leftToPay({ TotalMinor: -12500, PaidMinor: 0 })).toBe(12500);
  });
});
