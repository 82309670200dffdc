// /pp (staff, SPEC §1, §9): the plans companies are on, with their limits and monthly prices.
// The school's admins change them; the teams landing page shows them and the server holds every
// company to its plan.
import {
  Button,
  Card,
  Container,
  Group,
  NumberInput,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { isAdmin } from '../../../shared/users';
import { describeCallError } from '../../api/describeError';
import { useAppSelector } from '../../base/hooks';
import { PageLoader } from '../../components/PageLoader';
import type { PageProps } from '../../components/page';
import { showToast } from '../../components/toast';
import { selectSessionUser } from '../../session/sessionUser';
import { type Plan, useGetActiveCompanyQuery, useGetPlansQuery, useSavePlanMutation } from './companiesApi';

const NUMBERS = ['MaxUsers', 'MaxCourses', 'MaxStorageMb', 'PriceEur', 'PriceSek'] as const;
type NumberField = (typeof NUMBERS)[number];

const LABELS: Record<NumberField, `companies.plans.${string}`> = {
  MaxUsers: 'companies.plans.maxUsers',
  MaxCourses: 'companies.plans.maxCourses',
  MaxStorageMb: 'companies.plans.maxStorageMb',
  PriceEur: 'companies.plans.priceEur',
  PriceSek: 'companies.plans.priceSek',
};

function PlanCard({ plan, editable }: { plan: Plan; editable: boolean }) {
  const { t, i18n } = useTranslation();
  const [save, { isLoading }] = useSavePlanMutation();
  const form = useForm({
    initialValues: {
      Name: plan.Name,
      ...Object.fromEntries(NUMBERS.map((f) => [f, plan[f] ?? ''])),
    } as { Name: string } & Record<NumberField, number | string>,
  });
  const submit = form.onSubmit(async (values) => {
    const number = (v: number | string) => (v === '' ? null : Number(v));
    try {
      const saved = await save({
        Key: plan.Key,
        Name: values.Name,
        MaxUsers: number(values.MaxUsers),
        MaxCourses: number(values.MaxCourses),
        MaxStorageMb: number(values.MaxStorageMb),
        PriceEur: number(values.PriceEur),
        PriceSek: number(values.PriceSek),
      }).unwrap();
      showToast({ message: t('companies.plans.saved', { plan: saved.Name }), color: 'green' });
      form.resetDirty();
    } catch (thrown) {
      showToast({ message: describeCallError(thrown, t, i18n.language), color: 'red' });
    }
  });
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-label={plan.Name}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput label={t('companies.name')} disabled={!editable} {...form.getInputProps('Name')} />
          {NUMBERS.map((field) => (
            <NumberInput
              key={field}
              label={t(LABELS[field] as 'companies.plans.maxUsers')}
              description={
                field.startsWith('Price') ? t('companies.plans.onRequest') : t('companies.plans.unlimited')
              }
              min={field.startsWith('Price') ? 0 : 1}
              allowDecimal={false}
              thousandSeparator=" "
              disabled={!editable}
              {...form.getInputProps(field)}
            />
          ))}
          {editable && (
            <Group justify="flex-end">
              <Button type="submit" loading={isLoading} disabled={!form.isDirty()}>
                {t('companies.plans.save', { plan: plan.Name })}
              </Button>
            </Group>
          )}
        </Stack>
      </form>
    </Card>
  );
}

export default function PlansPage({ titleKey }: PageProps) {
  const { t } = useTranslation();
  const me = useAppSelector(selectSessionUser);
  const { data: plans, isLoading } = useGetPlansQuery();
  const { data: active } = useGetActiveCompanyQuery();
  if (isLoading || !plans) return <PageLoader />;
  // Plans are the school's: its admins (who belong to no company) change them.
  const editable = me !== null && isAdmin(me) && active?.MaySeeAll === true;
  return (
    <Container size="lg" py="md">
      <Stack gap="md">
        <Title order={1}>{t(`pages.${titleKey}`)}</Title>
        <Text c="dimmed">{t('companies.plans.intro')}</Text>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
          {plans.map((plan) => (
            <PlanCard key={`${plan.Key}-${JSON.stringify(plan)}`} plan={plan} editable={editable} />
          ))}
        </SimpleGrid>
      </Stack>
    </Container>
  );
}
