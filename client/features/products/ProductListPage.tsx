// /productlist (staff, SPEC §2): every product, published or draft, with kind, prices and
// courses; a row opens it, "New product" makes one.
import { Badge, Button, Container, Group, Stack, Title } from '@mantine/core';
import { DataTable } from 'mantine-datatable';
import { useDataTableTexts } from '../../components/dataTableTexts';
import 'mantine-datatable/styles.css';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import type { PageProps } from '../../components/page';
import { formatPrice } from './price';
import { type ProductRow, useGetProductsQuery } from './productsApi';

export default function ProductListPage({ titleKey }: PageProps) {
  const { t, i18n } = useTranslation();
  const tableTexts = useDataTableTexts();
  const navigate = useNavigate();
  const { data = [], isFetching } = useGetProductsQuery();
  return (
    <Container size="xl" py="md">
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={1}>{t(`pages.${titleKey}`)}</Title>
          <Button component={Link} to="/productlist/0">
            {t('products.new')}
          </Button>
        </Group>
        <DataTable<ProductRow>
          {...tableTexts.base}
          withTableBorder
          borderRadius="md"
          highlightOnHover
          minHeight={120}
          idAccessor="Id"
          records={data}
          fetching={isFetching}
          noRecordsText={t('products.empty')}
          onRowClick={({ record }) => navigate(`/productlist/${record.Id}`)}
          columns={[
            { accessor: 'Name', title: t('products.name') },
            { accessor: 'Kind', title: t('products.kind'), render: (p) => t(`products.kinds.${p.Kind}`) },
            {
              accessor: 'PriceEur',
              title: t('products.priceEur'),
              render: (p) => formatPrice(p, i18n.language) ?? t('products.free'),
            },
            {
              accessor: 'Courses',
              title: t('products.courses'),
              render: (p) => p.Courses.map((c) => c.Name).join(', '),
            },
            {
              accessor: 'Published',
              title: '',
              render: (p) =>
                p.Published ? (
                  <Badge color="teal.9" autoContrast>
                    {t('products.status.published')}
                  </Badge>
                ) : (
                  <Badge color="gray.7" autoContrast>
                    {t('products.status.draft')}
                  </Badge>
                ),
            },
          ]}
        />
      </Stack>
    </Container>
  );
}
