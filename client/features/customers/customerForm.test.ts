import { describe, expect, it } from 'vitest';
import type { CustomerRow } from '../../../shared/calls/customers';
import { customerInput, customerValues, treatmentOf, vatNumberFitsCountry } from './customerForm';

const row: CustomerRow = {
  Id: 7,
  Kind: 'company',
  Name: 'Musik AB',
  Email: null,
  Street: 'Storgatan 1',
  PostalCode: '111 22',
  City: 'Stockholm',
  Country: 'SE',
  VatNumber: 'SE556677889901',
  RegistrationNumber: '556677-8899',
  ContactName: null,
  Phone: null,
  UserId: 3,
  VatTreatment: 'domestic',
  InvoiceCount: 2,
  UpdatedAt: '2026-01-01T00:00:00Z',
};

describe('the customer form', () => {
  it('starts empty with the given country, or with the customer', () => {
    expect(customerValues(null, 'SE')).toMatchObject({
      Kind: 'company',
      Name: '',
      Country: 'SE',
      UserId: null,
    });
    expect(customerValues(row, 'DE')).toMatchObject({
      Name: 'Musik AB',
      Country: 'SE',
      Email: '',
      UserId: 3,
    });
  });

  it("checks a VAT number against its country's shape, spaces and dashes aside", () => {
    expect(vatNumberFitsCountry('DE', 'DE 123 456 789')).toBe(true);
    expect(vatNumberFitsCountry('DE', 'DE12345678')).toBe(false);
    expect(vatNumberFitsCountry('SE', 'se-556677889901')).toBe(true);
    expect(vatNumberFitsCountry('SE', '')).toBe(true);
  });

  it('shows the VAT treatment the server will apply', () => {
    const values = customerValues(null, 'DE');
    expect(treatmentOf(values)).toBe('eu_consumer');
    expect(treatmentOf({ ...values, VatNumber: 'DE123456789' })).toBe('reverse_charge');
    expect(treatmentOf({ ...values, Kind: 'person', VatNumber: 'DE123456789' })).toBe('eu_consumer');
    expect(treatmentOf({ ...values, Country: 'SE' })).toBe('domestic');
    expect(treatmentOf({ ...values, Country: 'US' })).toBe('export');
    expect(treatmentOf({ ...values, Country: null })).toBeNull();
  });

  it('sends blanks as none and keeps the id of a customer being changed', () => {
    const input = customerInput({ ...customerValues(row, null), Email: '  ', Phone: ' 070 ' }, 7);
    expect(input).toMatchObject({ Id: 7, Email: null, Phone: '070', ContactName: null, UserId: 3 });
    expect(customerInput(customerValues(null, 'SE'), null)).not.toHaveProperty('Id');
  });
});
