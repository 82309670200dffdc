// /products (SPEC §2, public, academy): the catalogue a new person browses — the published
// courses, bundles and sample packs, searched and filtered by kind, each leading to its page.
import {
  Badge,
  Card,
  Container,
  Group,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PRODUCT_KINDS } from '../../../shared/calls/products';
import { describeCallError } from '../../api/describeError';
import { PageLoader } from '../../components/PageLoader';
import type { PageProps } from '../../components/page';
import { PriceCountryChooser, VatNote } from './PriceNote';
import { formatShownPrice } from './price';
import { usePriceCountry } from './priceCountry';
import { type CatalogueProduct, useGetCatalogueQuery } from './productsApi';

type KindFilter = 'all' | (typeof PRODUCT_KINDS)[number];

function ProductCard({ product }: { product: CatalogueProduct }) {
  const { t, i18n } = useTranslation();
  const price = formatShownPrice(product, i18n.language);
  return (
    <Card
      withBorder
      radius="lg"
      padding="lg"
      component={Link}
      to={`/product/${product.Slug}`}
      aria-label={t('products.catalogue.open', { name: product.Name })}
    >
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap">
          <Title order={2} size="h4">
            {product.Name}
          </Title>
          <Badge color="indigo.9" autoContrast>
            {t(`products.kinds.${product.Kind}`)}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed" lineClamp={3}>
          {product.Description}
        </Text>
        <Group justify="space-between">
          <Text size="sm">{t('products.catalogue.courseCount', { count: product.Courses.length })}</Text>
          <Stack gap={0} align="flex-end">
            <Text fw={700}>{price ?? t('products.free')}</Text>
            {price && <VatNote price={product.Price} />}
          </Stack>
        </Group>
      </Stack>
    </Card>
  );
}

export default function CataloguePage({ titleKey }: PageProps) {
  const { t, i18n } = useTranslation();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [kind, setKind] = useState<KindFilter>('all');
  const [country, setCountry] = usePriceCountry();
  const { data, isLoading, error } = useGetCatalogueQuery({
    ...(debounced ? { Search: debounced } : {}),
    ...(kind !== 'all' ? { Kind: kind } : {}),
    ...(country ? { Country: country } : {}),
  });
  return (
    <Container size="lg" py="md">
      <Stack gap="md">
        <Title order={1}>{t(`pages.${titleKey}`)}</Title>
        <Text c="dimmed">{t('products.catalogue.intro')}</Text>
        <Group gap="sm" align="flex-end" wrap="wrap">
          <TextInput
            label={t('products.catalogue.search')}
            type="search"
            value={search}
            onChange={(e) => setSearch(e.currentTarget.value)}
            w={280}
          />
          <SegmentedControl
            aria-label={t('products.kind')}
            value={kind}
            onChange={(v) => setKind(v as KindFilter)}
            data={[
              { value: 'all', label: t('products.catalogue.all') },
              ...PRODUCT_KINDS.map((k) => ({ value: k, label: t(`products.kinds.${k}`) })),
            ]}
          />
          <PriceCountryChooser country={country ?? data?.[0]?.Price.Country} onChange={setCountry} />
        </Group>
        {isLoading ? (
          <PageLoader />
        ) : error ? (
          <Text c="red.8">{describeCallError(error, t, i18n.language)}</Text>
        ) : (data ?? []).length === 0 ? (
          <Text c="dimmed">{t('products.catalogue.empty')}</Text>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
            {(data ?? []).map((p) => (
              <ProductCard key={p.Id} product={p} />
            ))}
          </SimpleGrid>
        )}
      </Stack>
    </Container>
  );
}
