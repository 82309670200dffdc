// Customers (customers.php, /customers): the companies and persons the school invoices, with the
// address, country and VAT number their invoices' VAT depends on. The school's admins only.

import { isCountryCode } from '../countries';
import { normaliseVatNumber, type VatTreatment, vatNumberFits } from '../vat';
import { z } from '../zod';
import * as address from './addresses/customers';
import { defineCall } from './define';

const id = z.coerce.number().int().min(1).max(2_147_483_647);

export const CUSTOMER_KINDS = ['company', 'person'] as const;

export const countrySchema = z
  .string()
  .trim()
  .toUpperCase()
  .refine(isCountryCode, 'A two-letter country code (ISO 3166), such as SE or DE');

export const customerRowSchema = z.object({
  Id: z.number().int(),
  Kind: z.enum(CUSTOMER_KINDS),
  Name: z.string(),
  Email: z.string().nullable(),
  Street: z.string(),
  PostalCode: z.string(),
  City: z.string(),
  /** ISO 3166 alpha-2. */
  Country: z.string(),
  /** Upper case, no spaces; null for none. */
  VatNumber: z.string().nullable(),
  /** The company's national registration number (organisationsnummer), if any. */
  RegistrationNumber: z.string().nullable(),
  ContactName: z.string().nullable(),
  Phone: z.string().nullable(),
  /** The account that receives the courses of this customer's paid invoices, if any. */
  UserId: z.number().int().nullable(),
  /** How VAT applies to this customer's invoices. */
  VatTreatment: z.enum(['domestic', 'reverse_charge', 'eu_consumer', 'export'] satisfies VatTreatment[]),
  InvoiceCount: z.number().int(),
  UpdatedAt: z.string(),
});
export type CustomerRow = z.infer<typeof customerRowSchema>;

const optional = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullable()
    .optional()
    .transform((v) => (v ? v : null));

export const customerInputSchema = z
  .object({
    Id: id.optional(),
    Kind: z.enum(CUSTOMER_KINDS),
    Name: z.string().trim().min(1).max(200),
    Email: z.string().trim().toLowerCase().email().max(254).nullable().optional().or(z.literal('')),
    Street: z.string().trim().max(200).default(''),
    PostalCode: z.string().trim().max(20).default(''),
    City: z.string().trim().max(100).default(''),
    Country: countrySchema,
    VatNumber: optional(40),
    RegistrationNumber: optional(40),
    ContactName: optional(200),
    Phone: optional(40),
    UserId: id.nullable().optional(),
  })
  .transform((c) => ({
    ...c,
    Email: c.Email ? c.Email : null,
    VatNumber: c.VatNumber ? normaliseVatNumber(c.VatNumber) : null,
    UserId: c.UserId ?? null,
  }))
  .superRefine((c, ctx) => {
    if (c.VatNumber && !vatNumberFits(c.Country, c.VatNumber))
      ctx.addIssue({
        code: 'custom',
        path: ['VatNumber'],
        message: `Not the shape of a VAT number of ${c.Country}`,
      });
  });

export const getCustomers = defineCall({
  ...address.getCustomers,
  summary: 'Every customer, searched by name, email or VAT number.',
  input: z.object({ Search: z.string().trim().max(100).optional() }),
  output: z.object({ data: z.array(customerRowSchema) }),
});

export const getCustomer = defineCall({
  ...address.getCustomer,
  summary: 'One customer.',
  input: z.object({ Id: id }),
  output: z.object({ data: customerRowSchema }),
});

export const saveCustomer = defineCall({
  ...address.saveCustomer,
  summary:
    'Create a customer or change one. A VAT number must have its country’s shape; invoices already sent keep the details they were sent with.',
  input: customerInputSchema,
  output: z.object({ data: customerRowSchema }),
});

export const removeCustomer = defineCall({
  ...address.removeCustomer,
  summary: 'Remove a customer who has no invoices.',
  input: z.object({ Id: id }),
  output: z.object({ data: z.object({ Id: z.number().int() }) }),
});
