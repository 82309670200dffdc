// A report's period (from and to, whole days) and currency; the books are kept per currency.
import { Group, Select, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CURRENCIES, type Currency } from '../../../shared/vat';
import type { PeriodChoice } from './period';

export function PeriodFields({
  period,
  onChange,
  children,
}: {
  period: PeriodChoice;
  onChange: (change: Partial<PeriodChoice>) => void;
  /** More fields of the same report, after these. */
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <TextInput
        label={t('accounting.period.from')}
        type="date"
        value={period.From}
        onChange={(e) => onChange({ From: e.currentTarget.value })}
        w={170}
      />
      <TextInput
        label={t('accounting.period.to')}
        type="date"
        value={period.To}
        onChange={(e) => onChange({ To: e.currentTarget.value })}
        w={170}
      />
      <Select
        label={t('accounting.period.currency')}
        data={[...CURRENCIES]}
        value={period.Currency}
        onChange={(v) => v && onChange({ Currency: v as Currency })}
        allowDeselect={false}
        w={110}
      />
      {children}
    </Group>
  );
}
