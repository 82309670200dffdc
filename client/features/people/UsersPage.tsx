// /users (staff, SPEC §2): everyone in the staff member's company scope, searched, filtered,
// sorted and paged on the server, with live presence. Selected people can be given a course or
// disabled in one go; admins invite people (InvitePeople.tsx).
import { Badge, Button, Container, Group, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue, useDisclosure } from '@mantine/hooks';
import { DataTable, type DataTableColumn, type DataTableSortStatus } from 'mantine-datatable';
import { useDataTableTexts } from '../../components/dataTableTexts';
import 'mantine-datatable/styles.css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { USER_SORT_FIELDS } from '../../../shared/calls/users';
import { isAdmin } from '../../../shared/users';
import { describeCallError } from '../../api/describeError';
import { useAppSelector } from '../../base/hooks';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import type { PageProps } from '../../components/page';
import { showToast } from '../../components/toast';
import { selectSessionUser } from '../../session/sessionUser';
import { useGetCompaniesQuery } from '../companies';
import { usePresenceWatch } from '../messages';
import { InvitePeople } from './InvitePeople';
import {
  type UserRow,
  useGetGrantableCoursesQuery,
  useGetUsersQuery,
  useGrantCourseAccessMutation,
  useSetUsersLockedMutation,
} from './peopleApi';
import { LastSeen, UserTypeBadge } from './personBits';

const PAGE_SIZE = 25;
type SortField = (typeof USER_SORT_FIELDS)[number];

function BulkActions({ selected, onDone }: { selected: UserRow[]; onDone: () => void }) {
  const { t, i18n } = useTranslation();
  const { data: courses = [] } = useGetGrantableCoursesQuery();
  const [course, setCourse] = useState<string | null>(null);
  const [grant, granting] = useGrantCourseAccessMutation();
  const [setLocked, locking] = useSetUsersLockedMutation();
  const ids = selected.map((u) => u.Id);
  const fail = (thrown: unknown) =>
    showToast({ message: describeCallError(thrown, t, i18n.language), color: 'red' });

  const grantCourse = async () => {
    if (!course) return;
    try {
      const count = await grant({ UserIds: ids, CourseIds: [Number(course)] }).unwrap();
      showToast({ message: t('people.granted', { count }), color: 'green' });
      onDone();
    } catch (thrown) {
      fail(thrown);
    }
  };
  const lock = (Locked: boolean) => async () => {
    try {
      const count = await setLocked({ UserIds: ids, Locked }).unwrap();
      showToast({
        message: t(Locked ? 'people.disabledCount' : 'people.enabledCount', { count }),
        color: 'green',
      });
      onDone();
    } catch (thrown) {
      fail(thrown);
    }
  };
  const [confirming, confirm] = useDisclosure(false);

  return (
    <Group gap="sm" align="flex-end" wrap="wrap" aria-label={t('people.selected', { count: ids.length })}>
      <Text size="sm" fw={600}>
        {t('people.selected', { count: ids.length })}
      </Text>
      <Select
        label={t('people.grantCourse')}
        data={courses.map((c) => ({ value: String(c.Id), label: c.Name }))}
        value={course}
        onChange={setCourse}
        searchable
        w={240}
      />
      <Button onClick={() => void grantCourse()} disabled={!course} loading={granting.isLoading}>
        {t('people.grant')}
      </Button>
      <Button color="red" variant="light" onClick={confirm.open} loading={locking.isLoading}>
        {t('people.disable')}
      </Button>
      <ConfirmDialog
        opened={confirming}
        title={t('people.disable')}
        message={t('people.confirmDisable', { count: ids.length })}
        confirmLabel={t('people.disable')}
        danger
        loading={locking.isLoading}
        onClose={confirm.close}
        onConfirm={() => {
          confirm.close();
          void lock(true)();
        }}
      />
      <Button variant="default" onClick={() => void lock(false)()} loading={locking.isLoading}>
        {t('people.enable')}
      </Button>
    </Group>
  );
}

interface PeopleFilterValues {
  search: string;
  type: string | null;
  company: string | null;
  course: string | null;
}

const NO_FILTERS: PeopleFilterValues = { search: '', type: null, company: null, course: null };

/** Search, type, company (when there are companies) and course. */
function PeopleFilters({
  values,
  onChange,
}: {
  values: PeopleFilterValues;
  onChange: (change: Partial<PeopleFilterValues>) => void;
}) {
  const { t } = useTranslation();
  const { data: companies = [] } = useGetCompaniesQuery(undefined);
  const { data: courses = [] } = useGetGrantableCoursesQuery();
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <TextInput
        label={t('people.search')}
        value={values.search}
        onChange={(e) => onChange({ search: e.currentTarget.value })}
        w={260}
        type="search"
      />
      <Select
        label={t('people.type')}
        placeholder={t('people.anyType')}
        data={(['1', '2', '8'] as const).map((v) => ({ value: v, label: t(`people.types.${v}`) }))}
        value={values.type}
        onChange={(type) => onChange({ type })}
        clearable
        w={160}
      />
      {companies.length > 0 && (
        <Select
          label={t('people.company')}
          placeholder={t('people.anyCompany')}
          data={companies.map((c) => ({ value: String(c.Id), label: c.Name }))}
          value={values.company}
          onChange={(company) => onChange({ company })}
          clearable
          searchable
          w={200}
        />
      )}
      <Select
        label={t('people.course')}
        placeholder={t('people.anyCourse')}
        data={courses.map((c) => ({ value: String(c.Id), label: c.Name }))}
        value={values.course}
        onChange={(course) => onChange({ course })}
        clearable
        searchable
        w={220}
      />
    </Group>
  );
}

/** The people table's columns: name, email, type, last seen, XP, failed sign-ins and status. */
function usePeopleColumns(): DataTableColumn<UserRow>[] {
  const { t } = useTranslation();
  return [
    {
      accessor: 'LastName',
      title: t('people.columns.name'),
      sortable: true,
      render: (u) => (
        <Text size="sm" fw={500}>
          {u.FirstName} {u.LastName}
        </Text>
      ),
    },
    { accessor: 'Username', title: t('people.columns.email'), sortable: true },
    {
      accessor: 'UserType',
      title: t('people.columns.type'),
      sortable: true,
      render: (u) => <UserTypeBadge type={u.UserType} />,
    },
    {
      accessor: 'LastSeen',
      title: t('people.columns.lastSeen'),
      sortable: true,
      render: (u) => <LastSeen user={u} />,
    },
    { accessor: 'TotalXp', title: t('people.columns.xp'), sortable: true, textAlign: 'right' },
    {
      accessor: 'FailedAttempts',
      title: t('people.columns.failed'),
      textAlign: 'right',
      render: (u) => (u.FailedAttempts > 0 ? <Badge color="orange">{u.FailedAttempts}</Badge> : '0'),
    },
    {
      accessor: 'Locked',
      title: t('people.columns.status'),
      render: (u) =>
        u.Locked ? (
          <Badge color="red">{t('people.disabled')}</Badge>
        ) : !u.Verified ? (
          <Badge color="gray">{t('people.unverified')}</Badge>
        ) : null,
    },
  ];
}

export default function UsersPage({ titleKey }: PageProps) {
  const { t, i18n } = useTranslation();
  const tableTexts = useDataTableTexts();
  const navigate = useNavigate();
  const me = useAppSelector(selectSessionUser);
  const [filters, setFilters] = useState<PeopleFilterValues>(NO_FILTERS);
  const [debouncedSearch] = useDebouncedValue(filters.search.trim(), 300);
  const { type, company, course } = filters;
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<DataTableSortStatus<UserRow>>({
    columnAccessor: 'LastName',
    direction: 'asc',
  });
  const [selected, setSelected] = useState<UserRow[]>([]);
  const columns = usePeopleColumns();
  const { data, isFetching, error } = useGetUsersQuery({
    ...(debouncedSearch ? { Search: debouncedSearch } : {}),
    ...(type ? { UserType: Number(type) as 1 | 2 | 8 } : {}),
    ...(company ? { CompanyId: Number(company) } : {}),
    ...(course ? { CourseId: Number(course) } : {}),
    SortBy: sort.columnAccessor as SortField,
    SortDir: sort.direction,
    page,
    limit: PAGE_SIZE,
  });
  const rows = data?.data ?? [];
  usePresenceWatch(rows.map((u) => u.Id));

  // A new filter starts from the first page with nothing selected.
  const filter =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      set(v);
      setPage(1);
      setSelected([]);
    };

  return (
    <Container size="xl" py="md">
      <Stack gap="md">
        <Group justify="space-between" align="baseline">
          <Title order={1}>{t(`pages.${titleKey}`)}</Title>
          <Group gap="md" align="baseline">
            {data && (
              <Text c="dimmed" size="sm" data-testid="people-total">
                {t('people.total', { count: data.pagination.total })}
              </Text>
            )}
            {me !== null && isAdmin(me) && <InvitePeople />}
          </Group>
        </Group>
        <PeopleFilters
          values={filters}
          onChange={(change) => filter(setFilters)({ ...filters, ...change })}
        />
        {selected.length > 0 && <BulkActions selected={selected} onDone={() => setSelected([])} />}
        {error ? (
          <Text c="red">{describeCallError(error, t, i18n.language)}</Text>
        ) : (
          <DataTable<UserRow>
            {...tableTexts.base}
            {...tableTexts.selection}
            {...tableTexts.pagination}
            withTableBorder
            borderRadius="md"
            highlightOnHover
            minHeight={200}
            idAccessor="Id"
            records={rows}
            fetching={isFetching}
            totalRecords={data?.pagination.total ?? 0}
            recordsPerPage={PAGE_SIZE}
            page={page}
            onPageChange={(p) => {
              setPage(p);
              setSelected([]);
            }}
            sortStatus={sort}
            onSortStatusChange={(s) => filter(setSort)(s)}
            selectedRecords={selected}
            onSelectedRecordsChange={setSelected}
            noRecordsText={t('people.empty')}
            onRowClick={({ record }) => navigate(`/user/${record.Id}`)}
            columns={columns}
          />
        )}
      </Stack>
    </Container>
  );
}
