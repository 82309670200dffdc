// /productlist/:product_id (staff, SPEC §2): make or change a product — name, address, kind,
// description, prices in EUR and SEK, VAT class, courses, published — and record a purchase made
// elsewhere. Id 0 (or anything not a number) is a new product.
import {
  Anchor,
  Button,
  Card,
  Container,
  Grid,
  Group,
  MultiSelect,
  NumberInput,
  Select,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { PRODUCT_KINDS, type ProductRow, VAT_CLASSES } from '../../../shared/calls/products';
import { describeCallError } from '../../api/describeError';
import { PageLoader } from '../../components/PageLoader';
import { type PageProps, parseIdParam } from '../../components/page';
import { showToast } from '../../components/toast';
import { PersonPicker } from '../people';
import {
  useGetProductCoursesQuery,
  useGetProductQuery,
  useRecordPurchaseMutation,
  useSaveProductMutation,
} from './productsApi';

function useFail() {
  const { t, i18n } = useTranslation();
  return (thrown: unknown) =>
    showToast({ message: describeCallError(thrown, t, i18n.language), color: 'red' });
}

function ProductForm({ product }: { product: ProductRow | null }) {
  const { t } = useTranslation();
  const fail = useFail();
  const navigate = useNavigate();
  const { data: courses = [] } = useGetProductCoursesQuery();
  const [save, { isLoading }] = useSaveProductMutation();
  const form = useForm({
    initialValues: {
      Name: product?.Name ?? '',
      Slug: product?.Slug ?? '',
      Kind: product?.Kind ?? 'course',
      Description: product?.Description ?? '',
      PriceEur: (product?.PriceEur ?? 0) / 100,
      PriceSek: (product?.PriceSek ?? 0) / 100,
      VatClass: product?.VatClass ?? 'standard',
      Published: product?.Published ?? false,
      CourseIds: (product?.Courses ?? []).map((c) => String(c.Id)),
    },
  });
  const submit = form.onSubmit(async (values) => {
    try {
      const saved = await save({
        ...(product && { Id: product.Id }),
        Name: values.Name,
        Slug: values.Slug,
        Kind: values.Kind as ProductRow['Kind'],
        Description: values.Description,
        PriceEur: Math.round(Number(values.PriceEur) * 100),
        PriceSek: Math.round(Number(values.PriceSek) * 100),
        VatClass: values.VatClass as ProductRow['VatClass'],
        Published: values.Published,
        CourseIds: values.CourseIds.map(Number),
      }).unwrap();
      showToast({ message: t('products.saved'), color: 'green' });
      form.resetDirty();
      if (!product) await navigate(`/productlist/${saved.Id}`, { replace: true });
    } catch (thrown) {
      fail(thrown);
    }
  });
  return (
    <form onSubmit={submit} noValidate>
      <Grid gap="sm">
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput label={t('products.name')} required maxLength={200} {...form.getInputProps('Name')} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput
            label={t('products.slug')}
            description={t('products.slugHint')}
            required
            maxLength={80}
            {...form.getInputProps('Slug')}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <Select
            label={t('products.kind')}
            data={PRODUCT_KINDS.map((k) => ({ value: k, label: t(`products.kinds.${k}`) }))}
            allowDeselect={false}
            {...form.getInputProps('Kind')}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <Select
            label={t('products.vatClass')}
            data={VAT_CLASSES.map((v) => ({ value: v, label: t(`products.vatClasses.${v}`) }))}
            allowDeselect={false}
            {...form.getInputProps('VatClass')}
          />
        </Grid.Col>
        <Grid.Col span={12}>
          <Textarea
            label={t('products.description')}
            autosize
            minRows={3}
            maxLength={5000}
            {...form.getInputProps('Description')}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <NumberInput
            label={t('products.priceEur')}
            description={t('products.priceHint')}
            min={0}
            decimalScale={2}
            {...form.getInputProps('PriceEur')}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <NumberInput
            label={t('products.priceSek')}
            min={0}
            decimalScale={2}
            {...form.getInputProps('PriceSek')}
          />
        </Grid.Col>
        <Grid.Col span={12}>
          <MultiSelect
            label={t('products.courses')}
            data={courses.map((c) => ({ value: String(c.Id), label: c.Name }))}
            searchable
            {...form.getInputProps('CourseIds')}
          />
        </Grid.Col>
        <Grid.Col span={12}>
          <Switch
            label={t('products.published')}
            {...form.getInputProps('Published', { type: 'checkbox' })}
          />
        </Grid.Col>
      </Grid>
      <Group justify="flex-end" mt="md">
        <Button type="submit" loading={isLoading}>
          {t('products.save')}
        </Button>
      </Group>
    </form>
  );
}

function RecordPurchase({ product }: { product: ProductRow }) {
  const { t } = useTranslation();
  const fail = useFail();
  const [chosen, setChosen] = useState<number | null>(null);
  const [record, { isLoading }] = useRecordPurchaseMutation();
  const recordNow = async () => {
    if (chosen === null) return;
    try {
      const added = await record({ ProductId: product.Id, UserId: chosen }).unwrap();
      showToast({ message: t('products.recorded', { count: added.length }), color: 'green' });
      setChosen(null);
    } catch (thrown) {
      fail(thrown);
    }
  };
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {t('products.purchaseHint')}
      </Text>
      <Group align="flex-end" gap="sm">
        <PersonPicker
          label={t('products.person')}
          placeholder={t('products.personPlaceholder')}
          value={chosen}
          onChange={setChosen}
        />
        <Button onClick={() => void recordNow()} disabled={chosen === null} loading={isLoading}>
          {t('products.record')}
        </Button>
      </Group>
    </Stack>
  );
}

export default function ProductEditPage({ titleKey }: PageProps) {
  const { t } = useTranslation();
  const id = parseIdParam(useParams().product_id);
  const { data: product, isLoading, isError } = useGetProductQuery(id, { skip: id <= 0 });
  if (id > 0 && isLoading) return <PageLoader />;
  return (
    <Container size="md" py="md">
      <Stack gap="md">
        <Anchor component={Link} to="/productlist" size="sm">
          {t('products.back')}
        </Anchor>
        <Title order={1}>{product ? product.Name : t(id > 0 ? `pages.${titleKey}` : 'products.new')}</Title>
        {id > 0 && (isError || !product) ? (
          <Text>{t('products.notFound')}</Text>
        ) : (
          <>
            <Card withBorder radius="lg" padding="lg">
              <ProductForm
                key={product ? `${product.Id}-${product.UpdatedAt}` : 'new'}
                product={product ?? null}
              />
            </Card>
            {product && (
              <Card
                withBorder
                radius="lg"
                padding="lg"
                component="section"
                aria-label={t('products.purchase')}
              >
                <Stack gap="sm">
                  <Title order={2} size="h4">
                    {t('products.purchase')}
                  </Title>
                  <RecordPurchase product={product} />
                </Stack>
              </Card>
            )}
          </>
        )}
      </Stack>
    </Container>
  );
}
