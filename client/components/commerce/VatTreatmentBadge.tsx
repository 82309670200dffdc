// How VAT applies to a customer's invoices, as a badge: Swedish VAT, reverse charge, the EU
// consumer's own rate (OSS) or export.
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { VatTreatment } from '../../../shared/vat';

const COLOR: Record<VatTreatment, string> = {
  domestic: 'blue.8',
  reverse_charge: 'grape.8',
  eu_consumer: 'teal.9',
  export: 'gray.7',
};

export function VatTreatmentBadge({ treatment }: { treatment: VatTreatment }) {
  const { t } = useTranslation();
  return (
    <Badge color={COLOR[treatment]} autoContrast variant="filled">
      {t(`customers.vat.${treatment}`)}
    </Badge>
  );
}
