// The period and currency of a report page, read from and written to the address (period.ts).
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { type PeriodChoice, readPeriod, writePeriod } from './period';

export function usePeriod(): [PeriodChoice, (change: Partial<PeriodChoice>) => void] {
  const { i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const period = readPeriod(params, i18n.language);
  const change = (next: Partial<PeriodChoice>) =>
    setParams((current) => writePeriod(current, next), { replace: true });
  return [period, change];
}
