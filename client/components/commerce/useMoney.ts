// Formats minor units with their currency in the current UI language.
import { useTranslation } from 'react-i18next';
import type { Currency } from '../../../shared/vat';
import { formatMoney } from './money';

export function useMoney(): (minor: number, currency: Currency) => string {
  const { i18n } = useTranslation();
  return (minor, currency) => formatMoney(minor, currency, i18n.language);
}
