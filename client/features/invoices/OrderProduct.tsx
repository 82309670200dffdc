// Ordering a paid product on its page (/product/:slug): the buyer chooses a currency the product
// is priced in, for the country its prices are shown for (the page's "Prices for", which decides
// the VAT), and an invoice in their name is mailed to them, for the amount they were shown; its
// courses open when it is paid.
import { Alert, Button, Card, Group, Radio, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import type { CatalogueProduct } from '../../../shared/calls/products';
import type { Currency } from '../../../shared/vat';
import { describeCallError } from '../../api/describeError';
import { useAppSelector } from '../../base/hooks';
import { countryName } from '../../components/commerce/countries';
import { useMoney } from '../../components/commerce/useMoney';
import { selectSessionUser } from '../../session/sessionUser';
import { loginPathFor } from '../../session/triedUrl';
import { type InvoiceSummary, useSubmitOrderMutation } from './invoicesApi';
import { defaultCurrency, orderCurrencies } from './orderChoices';

function OrderForm({
  product,
  onPlaced,
  onCancel,
}: {
  product: CatalogueProduct;
  onPlaced: (invoice: InvoiceSummary) => void;
  onCancel: () => void;
}) {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const [order, { isLoading }] = useSubmitOrderMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({
    initialValues: { Currency: defaultCurrency(product, i18n.language) ?? 'EUR' },
  });
  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    try {
      const invoice = await order({
        Slug: product.Slug,
        Currency: values.Currency as Currency,
        Country: product.Price.Country,
      }).unwrap();
      onPlaced(invoice);
    } catch (thrown) {
      setFailure(describeCallError(thrown, t, i18n.language));
    }
  });
  return (
    <Card
      withBorder
      radius="lg"
      padding="lg"
      component="section"
      aria-label={t('invoices.order.formLabel', { name: product.Name })}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Radio.Group label={t('invoices.order.currency')} {...form.getInputProps('Currency')}>
            <Group gap="md" mt={4}>
              {orderCurrencies(product).map((currency) => (
                <Radio
                  key={currency}
                  value={currency}
                  label={`${money(currency === 'SEK' ? product.Price.Sek : product.Price.Eur, currency)} (${currency})`}
                />
              ))}
            </Group>
          </Radio.Group>
          <Text size="sm">
            {t('invoices.order.forCountry', { country: countryName(product.Price.Country, i18n.language) })}
          </Text>
          {failure && (
            <Text c="red.9" role="alert">
              {failure}
            </Text>
          )}
          <Group gap="sm">
            <Button type="submit" loading={isLoading}>
              {t('invoices.order.submit')}
            </Button>
            <Button variant="default" onClick={onCancel}>
              {t('invoices.order.cancel')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}

/** The order action of a paid product the person does not hold (the page decides that). */
export function OrderProduct({
  product,
  price,
  vatNote,
}: {
  product: CatalogueProduct;
  price: string;
  /** What the price says about VAT (the product page's words). */
  vatNote: ReactNode;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const location = useLocation();
  const user = useAppSelector(selectSessionUser);
  const [ordering, setOrdering] = useState(false);
  const [placed, setPlaced] = useState<InvoiceSummary | null>(null);
  if (placed)
    return (
      <Alert color="green" variant="light" role="status">
        <Stack gap="xs" align="flex-start">
          <Text>
            {t('invoices.order.placed', {
              number: placed.Number,
              total: money(placed.TotalMinor, placed.Currency),
              email: user?.Username ?? '',
            })}
          </Text>
          <Button component={Link} to="/MyProfile" size="xs" variant="default">
            {t('invoices.order.myInvoices')}
          </Button>
        </Stack>
      </Alert>
    );
  return (
    <Stack gap="sm">
      <Group gap="md">
        <Stack gap={0}>
          <Text fw={700} size="xl">
            {price}
          </Text>
          {vatNote}
        </Stack>
        {user ? (
          !ordering && <Button onClick={() => setOrdering(true)}>{t('invoices.order.order')}</Button>
        ) : (
          <Button component={Link} to={loginPathFor(location.pathname)}>
            {t('invoices.order.signInToOrder')}
          </Button>
        )}
      </Group>
      {user && ordering && (
        <OrderForm product={product} onPlaced={setPlaced} onCancel={() => setOrdering(false)} />
      )}
    </Stack>
  );
}
