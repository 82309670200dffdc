// /admin/companies (staff, SPEC §2, §3 company): the companies in the staff member's scope, and
// one company's details (name, address, national registration number, VAT number), plan,
// meters, members and invitations. The school's staff see every company and make new ones; a
// company's staff see their own.
import {
  Anchor,
  Badge,
  Button,
  Card,
  Container,
  Grid,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDebouncedValue } from '@mantine/hooks';
import dayjs from 'dayjs';
import { DataTable } from 'mantine-datatable';
import { useDataTableTexts } from '../../components/dataTableTexts';
import 'mantine-datatable/styles.css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { isAdmin } from '../../../shared/users';
import { useAppSelector } from '../../base/hooks';
import type { PageProps } from '../../components/page';
import { showToast } from '../../components/toast';
import { selectSessionUser } from '../../session/sessionUser';
import { UserTypeBadge } from '../people';
import { AddMember, Invite, useFail } from './CompanyMembers';
import {
  type CompanyRow,
  useGetActiveCompanyQuery,
  useGetCompaniesQuery,
  useGetCompanyQuery,
  useGetPlansQuery,
  useRemoveCompanyMemberMutation,
  useSaveCompanyMutation,
} from './companiesApi';
import { Meters } from './Meters';
import { UpgradeRequest } from './UpgradeRequest';

function TrialBadge({ company }: { company: CompanyRow }) {
  const { t } = useTranslation();
  if (!company.TrialEndsAt) return null;
  const date = dayjs(company.TrialEndsAt).format('YYYY-MM-DD');
  const ended = dayjs(company.TrialEndsAt).isBefore(dayjs());
  return (
    <Badge color={ended ? 'red.9' : 'blue.8'} autoContrast>
      {t(ended ? 'companies.trialEnded' : 'companies.trialUntil', { date })}
    </Badge>
  );
}

/** The details form: new (no company) or one company's. */
function CompanyForm({
  company,
  schoolStaff,
  onSaved,
}: {
  company: CompanyRow | null;
  schoolStaff: boolean;
  onSaved: (company: CompanyRow) => void;
}) {
  const { t } = useTranslation();
  const fail = useFail();
  const { data: plans = [] } = useGetPlansQuery();
  const [save, { isLoading }] = useSaveCompanyMutation();
  const form = useForm({
    initialValues: {
      Name: company?.Name ?? '',
      Address: company?.Address ?? '',
      RegistrationNumber: company?.RegistrationNumber ?? '',
      VatNumber: company?.VatNumber ?? '',
      PlanKey: company?.PlanKey ?? 'starter',
      Demo: company?.Demo ?? false,
    },
    validate: { Name: (v) => (v.trim() ? null : t('errors.VALIDATION_FAILED')) },
  });
  const submit = form.onSubmit(async (values) => {
    try {
      const saved = await save({
        ...(company && { Id: company.Id }),
        Name: values.Name,
        Address: values.Address,
        RegistrationNumber: values.RegistrationNumber,
        VatNumber: values.VatNumber,
        // Plans and demo flags are the school's to set.
        ...(schoolStaff && { PlanKey: values.PlanKey as CompanyRow['PlanKey'], Demo: values.Demo }),
      }).unwrap();
      showToast({ message: t('companies.saved'), color: 'green' });
      form.resetDirty();
      onSaved(saved);
    } catch (thrown) {
      fail(thrown);
    }
  });
  return (
    <form onSubmit={submit} noValidate>
      <Grid gap="sm">
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput label={t('companies.name')} required maxLength={200} {...form.getInputProps('Name')} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <Select
            label={t('companies.plan')}
            data={plans.map((p) => ({ value: p.Key, label: p.Name }))}
            disabled={!schoolStaff}
            allowDeselect={false}
            {...form.getInputProps('PlanKey')}
          />
        </Grid.Col>
        <Grid.Col span={12}>
          <Textarea
            label={t('companies.address')}
            autosize
            minRows={2}
            maxLength={500}
            {...form.getInputProps('Address')}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput
            label={t('companies.registrationNumber')}
            maxLength={40}
            {...form.getInputProps('RegistrationNumber')}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput label={t('companies.vatNumber')} maxLength={40} {...form.getInputProps('VatNumber')} />
        </Grid.Col>
        {schoolStaff && (
          <Grid.Col span={12}>
            <Switch label={t('companies.demo')} {...form.getInputProps('Demo', { type: 'checkbox' })} />
          </Grid.Col>
        )}
      </Grid>
      <Group justify="flex-end" mt="md">
        <Button type="submit" loading={isLoading}>
          {company ? t('companies.save') : t('companies.create')}
        </Button>
      </Group>
    </form>
  );
}

function CompanyView({ id, schoolStaff, admin }: { id: number; schoolStaff: boolean; admin: boolean }) {
  const { t } = useTranslation();
  const fail = useFail();
  const { data: company } = useGetCompanyQuery(id);
  const [remove] = useRemoveCompanyMemberMutation();
  if (!company) return null;
  return (
    <Stack gap="md" data-testid="company-view">
      <Group gap="sm">
        <Title order={2}>{company.Name}</Title>
        <TrialBadge company={company} />
        {company.Demo && (
          <Badge color="grape.9" autoContrast>
            Demo
          </Badge>
        )}
      </Group>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Card withBorder radius="lg" padding="lg">
          {admin ? (
            <CompanyForm
              key={JSON.stringify(company)}
              company={company}
              schoolStaff={schoolStaff}
              onSaved={() => {}}
            />
          ) : (
            <Stack gap={4}>
              <Text>{company.Address}</Text>
              <Text size="sm">{company.RegistrationNumber}</Text>
              <Text size="sm">{company.VatNumber}</Text>
            </Stack>
          )}
        </Card>
        <Card withBorder radius="lg" padding="lg" component="section" aria-label={t('companies.meters')}>
          <Stack gap="sm">
            <Title order={3} size="h4">
              {t('companies.meters')}
            </Title>
            <Meters meters={company.Meters} />
          </Stack>
        </Card>
        {admin && !schoolStaff && (
          <Card
            withBorder
            radius="lg"
            padding="lg"
            component="section"
            id="upgrade"
            aria-label={t('companies.upgrade.title')}
          >
            <Stack gap="sm">
              <Title order={3} size="h4">
                {t('companies.upgrade.title')}
              </Title>
              <UpgradeRequest company={company} />
            </Stack>
          </Card>
        )}
      </SimpleGrid>
      <Card withBorder radius="lg" padding="lg" component="section" aria-label={t('companies.members')}>
        <Stack gap="sm">
          <Title order={3} size="h4">
            {t('companies.members')}
          </Title>
          {company.MemberList.length === 0 && <Text c="dimmed">{t('companies.noMembers')}</Text>}
          {company.MemberList.map((m) => (
            <Group key={m.Id} justify="space-between" wrap="nowrap">
              <Group gap="xs">
                <Anchor component={Link} to={`/user/${m.Id}`}>
                  {m.FirstName} {m.LastName}
                </Anchor>
                <Text size="sm" c="dimmed">
                  {m.Username}
                </Text>
                <UserTypeBadge type={m.UserType} />
              </Group>
              {admin && (
                <Button
                  size="compact-sm"
                  variant="subtle"
                  color="red"
                  onClick={() => void remove({ CompanyId: company.Id, UserId: m.Id }).unwrap().catch(fail)}
                >
                  {t('companies.remove')}
                </Button>
              )}
            </Group>
          ))}
          {admin && schoolStaff && <AddMember company={company} />}
        </Stack>
      </Card>
      {admin && (
        <Card withBorder radius="lg" padding="lg" component="section" aria-label={t('companies.invite')}>
          <Stack gap="sm">
            <Title order={3} size="h4">
              {t('companies.invite')}
            </Title>
            <Invite company={company} />
          </Stack>
        </Card>
      )}
    </Stack>
  );
}

export default function CompaniesPage({ titleKey }: PageProps) {
  const { t } = useTranslation();
  const tableTexts = useDataTableTexts();
  const me = useAppSelector(selectSessionUser);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const { data: companies = [], isFetching } = useGetCompaniesQuery(debounced || undefined);
  const { data: active } = useGetActiveCompanyQuery();
  const [selected, setSelected] = useState<number | null>(null);
  const [creating, setCreating] = useState(false);
  const schoolStaff = active?.MaySeeAll === true;
  const admin = me !== null && isAdmin(me);
  const shown = selected ?? (companies.length === 1 ? companies[0]!.Id : null);

  return (
    <Container size="xl" py="md">
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={1}>{t(`pages.${titleKey}`)}</Title>
          {admin && schoolStaff && (
            <Button onClick={() => setCreating((v) => !v)} variant={creating ? 'default' : 'filled'}>
              {t('companies.new')}
            </Button>
          )}
        </Group>
        {creating && (
          <Card withBorder radius="lg" padding="lg" aria-label={t('companies.new')} component="section">
            <CompanyForm
              company={null}
              schoolStaff
              onSaved={(company) => {
                setCreating(false);
                setSelected(company.Id);
              }}
            />
          </Card>
        )}
        <TextInput
          label={t('companies.search')}
          type="search"
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          w={280}
        />
        <DataTable<CompanyRow>
          {...tableTexts.base}
          withTableBorder
          borderRadius="md"
          highlightOnHover
          minHeight={120}
          idAccessor="Id"
          records={companies}
          fetching={isFetching}
          noRecordsText={t('companies.empty')}
          onRowClick={({ record }) => setSelected(record.Id)}
          rowStyle={(c) =>
            c.Id === shown ? { background: 'var(--mantine-primary-color-light)' } : undefined
          }
          columns={[
            { accessor: 'Name', title: t('companies.name') },
            {
              accessor: 'PlanKey',
              title: t('companies.plan'),
              render: (c) => <PlanName planKey={c.PlanKey} />,
            },
            { accessor: 'Members', title: t('companies.members'), textAlign: 'right' },
            { accessor: 'VatNumber', title: t('companies.vatNumber') },
            { accessor: 'TrialEndsAt', title: '', render: (c) => <TrialBadge company={c} /> },
          ]}
        />
        {shown !== null && <CompanyView id={shown} schoolStaff={schoolStaff} admin={admin} />}
      </Stack>
    </Container>
  );
}

function PlanName({ planKey }: { planKey: CompanyRow['PlanKey'] }) {
  const { data: plans = [] } = useGetPlansQuery();
  return <>{plans.find((p) => p.Key === planKey)?.Name ?? planKey}</>;
}
