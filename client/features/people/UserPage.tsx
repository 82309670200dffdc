// /user/:id (staff, SPEC §2): one person — every profile field, type and privilegies (admins),
// the lock and failed sign-ins, companies, course access with where it came from (grant and
// revoke, which the person sees at once), certificates, sessions, a message button, and for
// admins the anonymising of the account. The id is parsed as an integer, 0 when not numeric.
import {
  Anchor,
  Avatar,
  Badge,
  Button,
  Card,
  Container,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Title,
} from '@mantine/core';
import { IconUserQuestion } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { isAdmin } from '../../../shared/users';
import { describeCallError } from '../../api/describeError';
import { useAppDispatch, useAppSelector } from '../../base/hooks';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { PageLoader } from '../../components/PageLoader';
import { type PageProps, parseIdParam } from '../../components/page';
import { StatePanel, StateText } from '../../components/StatePanel';
import { showToast } from '../../components/toast';
import { selectSessionUser } from '../../session/sessionUser';
import { chatOpened, usePresenceWatch } from '../messages';
import { ProfileFieldsForm } from './ProfileFieldsForm';
import {
  type UserDetail,
  useAnonymiseUserMutation,
  useEndUserSessionsMutation,
  useGetGrantableCoursesQuery,
  useGetUserQuery,
  useGrantCourseAccessMutation,
  useRevokeCourseAccessMutation,
  useSaveUserMutation,
} from './peopleApi';
import { LastSeen, UserTypeBadge } from './personBits';

const when = (iso: string) => dayjs(iso).format('YYYY-MM-DD HH:mm');

function Section({ title, children, action }: { title: string; children: ReactNode; action?: ReactNode }) {
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-label={title}>
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h4">
            {title}
          </Title>
          {action}
        </Group>
        {children}
      </Stack>
    </Card>
  );
}

function useFailToast() {
  const { t, i18n } = useTranslation();
  return (thrown: unknown) =>
    showToast({ message: describeCallError(thrown, t, i18n.language), color: 'red' });
}

function AccessSection({ user, mayChangeType }: { user: UserDetail; mayChangeType: boolean }) {
  const { t } = useTranslation();
  const fail = useFailToast();
  const [save, { isLoading }] = useSaveUserMutation();
  const [type, setType] = useState(String(user.UserType));
  const [power, setPower] = useState<number | string>(user.privilegies);
  const change = async (changes: Omit<Parameters<typeof save>[0], 'Id'>) => {
    try {
      await save({ Id: user.Id, ...changes }).unwrap();
      showToast({ message: t('people.saved'), color: 'green' });
    } catch (thrown) {
      fail(thrown);
    }
  };
  const typeChanged = Number(type) !== user.UserType || Number(power) !== user.privilegies;
  return (
    <Section title={t('people.access')}>
      {mayChangeType && (
        <>
          <Group align="flex-end" gap="sm" wrap="wrap">
            <Select
              label={t('people.type')}
              data={(['1', '2', '8'] as const).map((v) => ({ value: v, label: t(`people.types.${v}`) }))}
              value={type}
              onChange={(v) => v && setType(v)}
              allowDeselect={false}
              w={160}
            />
            <NumberInput
              label={t('people.privilegies')}
              description={t('people.privilegiesHint')}
              min={0}
              max={100}
              value={power}
              onChange={setPower}
              w={180}
            />
            <Button
              disabled={!typeChanged}
              loading={isLoading}
              onClick={() =>
                void change({ UserType: Number(type) as 1 | 2 | 8, privilegies: Number(power) || 0 })
              }
            >
              {t('people.save')}
            </Button>
          </Group>
          <Text size="xs" c="dimmed">
            {t('people.typeChangeEnds')}
          </Text>
        </>
      )}
      <Switch
        label={t('people.locked')}
        checked={user.Locked}
        disabled={isLoading}
        onChange={(e) => void change({ Locked: e.currentTarget.checked })}
      />
      <Group gap="sm">
        <Text size="sm" data-testid="failed-attempts">
          {t('people.failedAttempts', { count: user.FailedAttempts })}
        </Text>
        {user.FailedAttempts > 0 && (
          <Button
            size="compact-sm"
            variant="light"
            onClick={() => void change({ ResetFailedAttempts: true })}
          >
            {t('people.resetAttempts')}
          </Button>
        )}
      </Group>
    </Section>
  );
}

function CoursesSection({ user }: { user: UserDetail }) {
  const { t, i18n } = useTranslation();
  const fail = useFailToast();
  const { data: courses = [] } = useGetGrantableCoursesQuery();
  const [course, setCourse] = useState<string | null>(null);
  const [grant, granting] = useGrantCourseAccessMutation();
  const [revoke, revoking] = useRevokeCourseAccessMutation();
  const [revoking_, setRevoking] = useState<{ CourseId: number; Name: string } | null>(null);
  const held = new Set(user.Courses.map((c) => c.CourseId));
  const name = `${user.FirstName} ${user.LastName}`;
  const grantNow = async () => {
    if (!course) return;
    try {
      await grant({ UserIds: [user.Id], CourseIds: [Number(course)] }).unwrap();
      setCourse(null);
    } catch (thrown) {
      fail(thrown);
    }
  };
  const revokeNow = async () => {
    if (!revoking_) return;
    try {
      await revoke({ UserId: user.Id, CourseId: revoking_.CourseId }).unwrap();
    } catch (thrown) {
      fail(thrown);
    }
    setRevoking(null);
  };
  return (
    <Section title={t('people.courses')}>
      {user.Courses.length === 0 && <Text c="dimmed">{t('people.noCourses')}</Text>}
      <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {user.Courses.map((c) => (
          <Group
            key={c.CourseId}
            component="li"
            justify="space-between"
            wrap="nowrap"
            data-testid={`access-${c.CourseId}`}
          >
            <Stack gap={0}>
              <Text fw={500}>{c.Name}</Text>
              <Text size="xs" c="dimmed">
                {t(`people.source.${c.Source}`)} ·{' '}
                {t('people.grantedAt', {
                  date: dayjs(c.GrantedAt).locale(i18n.language).format('YYYY-MM-DD'),
                })}
              </Text>
            </Stack>
            <Button size="compact-sm" color="red" variant="light" onClick={() => setRevoking(c)}>
              {t('people.revoke')}
            </Button>
          </Group>
        ))}
      </Stack>
      <Group align="flex-end" gap="sm">
        <Select
          label={t('people.grantCourse')}
          data={courses.filter((c) => !held.has(c.Id)).map((c) => ({ value: String(c.Id), label: c.Name }))}
          value={course}
          onChange={setCourse}
          searchable
          w={260}
        />
        <Button onClick={() => void grantNow()} disabled={!course} loading={granting.isLoading}>
          {t('people.grant')}
        </Button>
      </Group>
      <ConfirmDialog
        opened={revoking_ !== null}
        title={t('people.revoke')}
        message={t('people.confirmRevoke', { course: revoking_?.Name ?? '', name })}
        confirmLabel={t('people.revoke')}
        danger
        loading={revoking.isLoading}
        onClose={() => setRevoking(null)}
        onConfirm={() => void revokeNow()}
      />
    </Section>
  );
}

function SessionsSection({ user }: { user: UserDetail }) {
  const { t } = useTranslation();
  const fail = useFailToast();
  const [end, { isLoading }] = useEndUserSessionsMutation();
  const endAll = async () => {
    try {
      const count = await end(user.Id).unwrap();
      showToast({ message: t('people.sessionsEnded', { count }), color: 'green' });
    } catch (thrown) {
      fail(thrown);
    }
  };
  return (
    <Section
      title={t('people.sessions')}
      action={
        user.Sessions.length > 0 && (
          <Button
            size="compact-sm"
            variant="light"
            color="red"
            loading={isLoading}
            onClick={() => void endAll()}
          >
            {t('people.endSessions')}
          </Button>
        )
      }
    >
      {user.Sessions.length === 0 ? (
        <Text c="dimmed">{t('people.noSessions')}</Text>
      ) : (
        user.Sessions.map((s) => (
          <Text key={s.Id} size="sm">
            {t('people.sessionLine', { created: when(s.CreatedAt), used: when(s.LastUsedAt) })}
          </Text>
        ))
      )}
    </Section>
  );
}

export default function UserPage({ titleKey }: PageProps) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const fail = useFailToast();
  const me = useAppSelector(selectSessionUser);
  const id = parseIdParam(useParams().id);
  const { data: user, isLoading, isError } = useGetUserQuery(id, { skip: id <= 0 });
  const [save, saving] = useSaveUserMutation();
  const [anonymise, anonymising] = useAnonymiseUserMutation();
  const [confirmingAnonymise, setConfirmingAnonymise] = useState(false);
  usePresenceWatch(user ? [user.Id] : []);

  if (isLoading) return <PageLoader />;
  if (id <= 0 || isError || !user || !me)
    return (
      <StatePanel icon={<IconUserQuestion size={34} />} title={t(`pages.${titleKey}`)}>
        <StateText>{t('people.notFound')}</StateText>
      </StatePanel>
    );

  const name = `${user.FirstName} ${user.LastName}`;
  const admin = isAdmin(me);
  const anonymiseNow = async () => {
    try {
      await anonymise(user.Id).unwrap();
      showToast({ message: t('people.anonymised'), color: 'green' });
      navigate('/users');
    } catch (thrown) {
      fail(thrown);
    }
    setConfirmingAnonymise(false);
  };

  return (
    <Container size="lg" py="md">
      <Stack gap="md">
        <Anchor component={Link} to="/users" size="sm">
          {t('people.back')}
        </Anchor>
        <Group justify="space-between" wrap="wrap">
          <Group gap="md" wrap="nowrap">
            <Avatar src={user.Avatar} size="lg" radius="xl" alt="">
              {user.FirstName.charAt(0)}
              {user.LastName.charAt(0)}
            </Avatar>
            <Stack gap={2}>
              <Title order={1} size="h2">
                {name}
              </Title>
              <Group gap="xs">
                <UserTypeBadge type={user.UserType} />
                {user.Locked && <Badge color="red">{t('people.disabled')}</Badge>}
                {!user.Verified && <Badge color="gray">{t('people.unverified')}</Badge>}
                <Text size="sm" c="dimmed">
                  {user.Email}
                </Text>
              </Group>
              <LastSeen user={user} />
            </Stack>
          </Group>
          {user.Id !== me.Id && (
            <Button
              variant="light"
              onClick={() =>
                dispatch(
                  chatOpened({ kind: 'person', userId: user.Id, name, courseId: null, coursePartId: null }),
                )
              }
            >
              {t('people.message', { name })}
            </Button>
          )}
        </Group>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          <Section title={t('people.profile')}>
            <ProfileFieldsForm
              initial={user}
              saving={saving.isLoading}
              onSave={async (fields) => {
                try {
                  await save({ Id: user.Id, ...fields }).unwrap();
                  showToast({ message: t('people.saved'), color: 'green' });
                } catch (thrown) {
                  fail(thrown);
                }
              }}
            />
          </Section>
          <Stack gap="md">
            <AccessSection
              key={`${user.UserType}-${user.privilegies}`}
              user={user}
              mayChangeType={admin && user.Id !== me.Id}
            />
            <Section title={t('people.companies')}>
              {user.Companies.length === 0 ? (
                <Text c="dimmed">{t('people.noCompanies')}</Text>
              ) : (
                <Group gap="xs">
                  {user.Companies.map((c) => (
                    <Badge key={c.Id} variant="outline">
                      {c.Name}
                    </Badge>
                  ))}
                </Group>
              )}
            </Section>
            <CoursesSection user={user} />
          </Stack>
          <Section title={t('people.certificates')}>
            {user.Certificates.length === 0 ? (
              <Text c="dimmed">{t('people.noCertificates')}</Text>
            ) : (
              user.Certificates.map((c) => (
                <Group key={c.Id} gap="xs">
                  <Text size="sm">
                    {t('people.certificateLine', {
                      course: c.CourseName,
                      code: c.Code,
                      date: when(c.IssuedAt),
                    })}
                  </Text>
                  {c.RevokedAt && <Badge color="red">{t('people.revoked')}</Badge>}
                </Group>
              ))
            )}
          </Section>
          <SessionsSection user={user} />
        </SimpleGrid>
        {admin && user.Id !== me.Id && (
          <Group justify="flex-end">
            <Button color="red" variant="outline" onClick={() => setConfirmingAnonymise(true)}>
              {t('people.anonymise')}
            </Button>
          </Group>
        )}
        <ConfirmDialog
          opened={confirmingAnonymise}
          title={t('people.anonymise')}
          message={t('people.confirmAnonymise', { name })}
          confirmLabel={t('people.anonymise')}
          danger
          loading={anonymising.isLoading}
          onClose={() => setConfirmingAnonymise(false)}
          onConfirm={() => void anonymiseNow()}
        />
      </Stack>
    </Container>
  );
}
