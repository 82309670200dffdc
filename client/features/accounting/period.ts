// A report's period and currency, kept in the address (?From=&To=&Currency=) so the main book
// opens on the period the balance report shows, and a reload keeps it. This year by default.
import { CURRENCIES, type Currency } from '../../../shared/vat';
import { isIsoDay, thisYear } from '../../components/commerce/days';

export interface PeriodChoice {
  From: string;
  To: string;
  Currency: Currency;
}

export function homeCurrency(language: string): Currency {
  return language.startsWith('sv') ? 'SEK' : 'EUR';
}

export function readPeriod(params: URLSearchParams, language: string, now: Date = new Date()): PeriodChoice {
  const year = thisYear(now);
  const from = params.get('From') ?? '';
  const to = params.get('To') ?? '';
  const currency = params.get('Currency');
  return {
    From: isIsoDay(from) ? from : year.From,
    To: isIsoDay(to) ? to : year.To,
    Currency: CURRENCIES.find((c) => c === currency) ?? homeCurrency(language),
  };
}

export function writePeriod(params: URLSearchParams, period: Partial<PeriodChoice>): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(period)) if (value) next.set(key, value);
  return next;
}

/** The period as a query string, for links between the books. */
export function periodSearch(period: PeriodChoice): string {
  return new URLSearchParams({ From: period.From, To: period.To, Currency: period.Currency }).toString();
}
