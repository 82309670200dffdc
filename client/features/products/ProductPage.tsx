// /product/:slug (SPEC §2): one product — its courses with their parts, length and coaches, and
// its price. A free one is joined with one click (the courses appear in My courses at once); a
// paid one is ordered, and its invoice mailed to the buyer (features/invoices/OrderProduct).
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Container,
  Group,
  List,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconPackage } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router-dom';
import { errorCodeOf } from '../../api/callError';
import { describeCallError } from '../../api/describeError';
import { useAppSelector } from '../../base/hooks';
import { PageLoader } from '../../components/PageLoader';
import type { PageProps } from '../../components/page';
import { StatePanel, StateText } from '../../components/StatePanel';
import { selectSessionStatus } from '../../session/sessionSlice';
import { loginPathFor } from '../../session/triedUrl';
import { OrderProduct } from '../invoices';
import { PriceCountryChooser, VatNote } from './PriceNote';
import { formatLength, formatShownPrice } from './price';
import { usePriceCountry } from './priceCountry';
import {
  type CatalogueProduct,
  useGetCatalogueProductQuery,
  useJoinFreeProductMutation,
} from './productsApi';

function CourseCard({ course }: { course: CatalogueProduct['Courses'][number] }) {
  const { t } = useTranslation();
  const length = formatLength(course.LengthSeconds);
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-label={course.Name}>
      <Stack gap="xs">
        <Title order={2} size="h4">
          {course.Name}
        </Title>
        {course.Description && <Text size="sm">{course.Description}</Text>}
        <Group gap="md">
          <Text size="sm" c="dimmed">
            {t('products.page.parts', { count: course.Parts.length })}
          </Text>
          {course.LengthSeconds > 0 && (
            <Text size="sm" c="dimmed">
              {t('products.page.length', length)}
            </Text>
          )}
        </Group>
        {course.Coaches.length > 0 && (
          <Text size="sm">
            {t('products.page.coach', {
              names: course.Coaches.map((c) => `${c.FirstName} ${c.LastName}`).join(', '),
            })}
          </Text>
        )}
        <List size="sm" spacing={4}>
          {course.Parts.map((part) => (
            <List.Item key={part.Id}>
              {part.Name}{' '}
              {part.Free && (
                <Badge size="sm" color="teal.9" autoContrast component="span">
                  {t('products.page.freePart')}
                </Badge>
              )}
            </List.Item>
          ))}
        </List>
      </Stack>
    </Card>
  );
}

function GetIt({ product, onCountry }: { product: CatalogueProduct; onCountry: (country: string) => void }) {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  const signedIn = useAppSelector(selectSessionStatus) === 'signedIn';
  const [join, { isLoading }] = useJoinFreeProductMutation();
  const [error, setError] = useState<string | null>(null);
  const [joined, setJoined] = useState(false);
  const price = formatShownPrice(product, i18n.language);
  if (product.Held || joined)
    return (
      <Alert color="green" variant="light" role="status">
        <Stack gap="xs" align="flex-start">
          <Text>{joined ? t('products.page.joined') : t('products.page.held')}</Text>
          <Button component={Link} to="/MyCourses" size="xs">
            {t('products.page.myCourses')}
          </Button>
        </Stack>
      </Alert>
    );
  if (price)
    return (
      <Stack gap="xs">
        <OrderProduct product={product} price={price} vatNote={<VatNote price={product.Price} />} />
        <PriceCountryChooser country={product.Price.Country} onChange={onCountry} />
      </Stack>
    );
  if (!signedIn)
    return (
      <Button component={Link} to={loginPathFor(location.pathname)}>
        {t('products.page.signInToJoin')}
      </Button>
    );
  const joinNow = async () => {
    setError(null);
    try {
      await join(product.Slug).unwrap();
      setJoined(true);
    } catch (thrown) {
      setError(describeCallError(thrown, t, i18n.language));
    }
  };
  return (
    <Stack gap="xs" align="flex-start">
      <Button size="md" loading={isLoading} onClick={() => void joinNow()}>
        {t('products.page.join')}
      </Button>
      {error && (
        <Text c="red.8" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}

export default function ProductPage({ titleKey }: PageProps) {
  const { t } = useTranslation();
  const slug = useParams().slug ?? '';
  const [country, setCountry] = usePriceCountry();
  const {
    data: product,
    isLoading,
    error,
  } = useGetCatalogueProductQuery({ Slug: slug, ...(country ? { Country: country } : {}) }, { skip: !slug });
  if (isLoading) return <PageLoader />;
  if (!product)
    return (
      <StatePanel icon={<IconPackage size={34} />} title={t(`pages.${titleKey}`)}>
        {/* A missing product is not there; any other failure is the spec's loading error. */}
        <StateText>
          {error && errorCodeOf(error) !== 'NOT_FOUND' ? t('products.loadError') : t('products.notFound')}
        </StateText>
      </StatePanel>
    );
  return (
    <Container size="md" py="md">
      <Stack gap="md">
        <Anchor component={Link} to="/products" size="sm">
          {t('products.page.back')}
        </Anchor>
        <Group gap="sm">
          <Title order={1}>{product.Name}</Title>
          <Badge color="indigo.9" autoContrast>
            {t(`products.kinds.${product.Kind}`)}
          </Badge>
        </Group>
        {product.Description && <Text>{product.Description}</Text>}
        <GetIt product={product} onCountry={setCountry} />
        {product.Courses.map((course) => (
          <CourseCard key={course.Id} course={course} />
        ))}
      </Stack>
    </Container>
  );
}
