// The chart of accounts (BAS-style, the Swedish standard chart) and which accounts an invoice's
// postings use (docs/decisions.md "Accounting"). Amounts are minor units of one currency; a
// balance is debit minus credit. Free of zod, so the client names accounts the same way.
import type { VatClass, VatTreatment } from './vat';

export interface Account {
  Number: number;
  En: string;
  Sv: string;
}

export const ACCOUNTS: readonly Account[] = [
  { Number: 1510, En: 'Accounts receivable', Sv: 'Kundfordringar' },
  { Number: 1630, En: 'Tax account', Sv: 'Skattekonto' },
  { Number: 1910, En: 'Cash', Sv: 'Kassa' },
  { Number: 1930, En: 'Bank account', Sv: 'Företagskonto' },
  { Number: 2010, En: 'Equity', Sv: 'Eget kapital' },
  { Number: 2099, En: 'Profit or loss for the year', Sv: 'Årets resultat' },
  { Number: 2440, En: 'Accounts payable', Sv: 'Leverantörsskulder' },
  { Number: 2611, En: 'Output VAT 25 %', Sv: 'Utgående moms 25 %' },
  { Number: 2621, En: 'Output VAT 12 %', Sv: 'Utgående moms 12 %' },
  { Number: 2631, En: 'Output VAT 6 %', Sv: 'Utgående moms 6 %' },
  {
    Number: 2618,
    En: 'Output VAT, other EU states (One-Stop Shop)',
    Sv: 'Utgående moms, andra EU-länder (OSS)',
  },
  { Number: 2640, En: 'Input VAT', Sv: 'Ingående moms' },
  { Number: 2650, En: 'VAT settlement', Sv: 'Redovisningskonto för moms' },
  { Number: 2710, En: 'Employee tax', Sv: 'Personalskatt' },
  { Number: 2890, En: 'Other current liabilities', Sv: 'Övriga kortfristiga skulder' },
  { Number: 3001, En: 'Sales in Sweden, 25 % VAT', Sv: 'Försäljning inom Sverige, 25 % moms' },
  { Number: 3002, En: 'Sales in Sweden, 12 % VAT', Sv: 'Försäljning inom Sverige, 12 % moms' },
  { Number: 3003, En: 'Sales in Sweden, 6 % VAT', Sv: 'Försäljning inom Sverige, 6 % moms' },
  { Number: 3004, En: 'Sales in Sweden, VAT exempt', Sv: 'Försäljning inom Sverige, momsfri' },
  {
    Number: 3106,
    En: 'Sales to consumers in other EU states (One-Stop Shop)',
    Sv: 'Försäljning till konsumenter i andra EU-länder (OSS)',
  },
  { Number: 3305, En: 'Sales of services outside the EU', Sv: 'Försäljning tjänster till land utanför EU' },
  {
    Number: 3308,
    En: 'Sales of services to businesses in other EU states',
    Sv: 'Försäljning tjänster till annat EU-land',
  },
  { Number: 3740, En: 'Rounding', Sv: 'Öres- och kronutjämning' },
  { Number: 4010, En: 'Purchases', Sv: 'Inköp' },
  { Number: 5010, En: 'Rent', Sv: 'Lokalhyra' },
  { Number: 5410, En: 'Consumables', Sv: 'Förbrukningsinventarier' },
  { Number: 6110, En: 'Office supplies', Sv: 'Kontorsmateriel' },
  { Number: 6540, En: 'IT services', Sv: 'IT-tjänster' },
  { Number: 6570, En: 'Bank charges', Sv: 'Bankkostnader' },
  { Number: 7010, En: 'Salaries', Sv: 'Löner' },
  { Number: 7510, En: 'Employer contributions', Sv: 'Arbetsgivaravgifter' },
  { Number: 8310, En: 'Interest income', Sv: 'Ränteintäkter' },
  { Number: 8410, En: 'Interest expense', Sv: 'Räntekostnader' },
];

export const ACCOUNT_NUMBERS: ReadonlySet<number> = new Set(ACCOUNTS.map((a) => a.Number));

export const RECEIVABLES = 1510;
export const BANK = 1930;

/** The revenue account a line is posted to. */
export function revenueAccountOf(treatment: VatTreatment, rate: number, vatClass: VatClass): number {
  switch (treatment) {
    case 'reverse_charge':
      return 3308;
    case 'export':
      return 3305;
    case 'eu_consumer':
      return 3106;
    case 'domestic':
      if (vatClass === 'exempt' || rate === 0) return 3004;
      if (rate === 600) return 3003;
      if (rate === 1200) return 3002;
      return 3001;
  }
}

/** The output VAT account a line's VAT is posted to (only lines with VAT have one). */
export function vatAccountOf(treatment: VatTreatment, rate: number): number {
  if (treatment === 'eu_consumer') return 2618;
  if (rate === 600) return 2631;
  if (rate === 1200) return 2621;
  return 2611;
}

export function accountName(number: number, locale: string): string {
  const account = ACCOUNTS.find((a) => a.Number === number);
  if (!account) return String(number);
  return locale === 'sv' ? account.Sv : account.En;
}
