// The customer form's values, its checks and the save call's input. The VAT number check is
// shared/vat.ts's, so a wrong shape is shown before the server refuses it.
import type { CustomerRow } from '../../../shared/calls/customers';
import { normaliseVatNumber, type VatTreatment, vatNumberFits, vatTreatmentOf } from '../../../shared/vat';
import type { CustomerInput } from './customersApi';

export interface CustomerValues {
  Kind: CustomerRow['Kind'];
  Name: string;
  Email: string;
  Street: string;
  PostalCode: string;
  City: string;
  Country: string | null;
  VatNumber: string;
  RegistrationNumber: string;
  ContactName: string;
  Phone: string;
  UserId: number | null;
}

export function customerValues(customer: CustomerRow | null, country: string | null): CustomerValues {
  return {
    Kind: customer?.Kind ?? 'company',
    Name: customer?.Name ?? '',
    Email: customer?.Email ?? '',
    Street: customer?.Street ?? '',
    PostalCode: customer?.PostalCode ?? '',
    City: customer?.City ?? '',
    Country: customer?.Country ?? country,
    VatNumber: customer?.VatNumber ?? '',
    RegistrationNumber: customer?.RegistrationNumber ?? '',
    ContactName: customer?.ContactName ?? '',
    Phone: customer?.Phone ?? '',
    UserId: customer?.UserId ?? null,
  };
}

/** Whether a typed VAT number has its country's shape (blank is fine: it is optional). */
export function vatNumberFitsCountry(country: string | null, typed: string): boolean {
  if (!typed.trim() || !country) return true;
  return vatNumberFits(country, normaliseVatNumber(typed));
}

export function looksLikeEmail(typed: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(typed.trim());
}

/** The VAT the customer's invoices will carry, as the server will decide it. */
export function treatmentOf(values: CustomerValues): VatTreatment | null {
  if (!values.Country) return null;
  const vat = values.VatNumber.trim() ? normaliseVatNumber(values.VatNumber) : null;
  return vatTreatmentOf({ Country: values.Country, Kind: values.Kind, VatNumber: vat });
}

export function customerInput(values: CustomerValues, id: number | null): CustomerInput {
  return {
    ...(id !== null && { Id: id }),
    Kind: values.Kind,
    Name: values.Name.trim(),
    Email: values.Email.trim() || null,
    Street: values.Street.trim(),
    PostalCode: values.PostalCode.trim(),
    City: values.City.trim(),
    Country: values.Country ?? '',
    VatNumber: values.VatNumber.trim() || null,
    RegistrationNumber: values.RegistrationNumber.trim() || null,
    ContactName: values.ContactName.trim() || null,
    Phone: values.Phone.trim() || null,
    UserId: values.UserId,
  };
}
