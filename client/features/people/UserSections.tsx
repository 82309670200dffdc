// The sections of a person's page for staff: access (type and status), courses, and sessions
// (UserPage.tsx puts them together with the person's details).
import { Button, Card, Group, NumberInput, Select, Stack, Switch, Text, Title } from '@mantine/core';
import dayjs from 'dayjs';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeCallError } from '../../api/describeError';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { showToast } from '../../components/toast';
import {
  type UserDetail,
  useEndUserSessionsMutation,
  useGetGrantableCoursesQuery,
  useGrantCourseAccessMutation,
  useRevokeCourseAccessMutation,
  useSaveUserMutation,
} from './peopleApi';

export const when = (iso: string) => dayjs(iso).format('YYYY-MM-DD HH:mm');

export function Section({
  title,
  children,
  action,
}: {
  title: string;
  children: ReactNode;
  action?: ReactNode;
}) {
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

export function useFailToast() {
  const { t, i18n } = useTranslation();
  return (thrown: unknown) =>
    showToast({ message: describeCallError(thrown, t, i18n.language), color: 'red' });
}

export function AccessSection({ user, mayChangeType }: { user: UserDetail; mayChangeType: boolean }) {
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

export function CoursesSection({ user }: { user: UserDetail }) {
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

export function SessionsSection({ user }: { user: UserDetail }) {
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
