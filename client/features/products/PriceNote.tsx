// What a shown price says about VAT, and the country it is for, changeable: consumers see their
// country's VAT included, businesses see prices without VAT (shared/vat.ts shownPrice).
import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ShownPrice } from '../../../shared/calls/products';
import { CountrySelect } from '../../components/commerce/CountrySelect';
import { countryName } from '../../components/commerce/countries';

export function VatNote({ price }: { price: ShownPrice }) {
  const { t, i18n } = useTranslation();
  return (
    <Text component="span" size="sm" c="dimmed">
      {t(`products.vat.${price.Vat}`, { country: countryName(price.Country, i18n.language) })}
    </Text>
  );
}

/** "Prices for": the country the shown prices are for. */
export function PriceCountryChooser({
  country,
  onChange,
}: {
  country: string | undefined;
  onChange: (country: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <Group gap="xs" align="flex-end">
      <CountrySelect
        label={t('products.pricesFor')}
        description={t('products.pricesForHint')}
        value={country ?? null}
        onChange={(value) => value && onChange(value)}
        w={280}
        size="sm"
      />
    </Group>
  );
}
