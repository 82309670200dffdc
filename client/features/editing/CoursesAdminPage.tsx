// /Courses (SPEC §2, staff): every course with who is editing it, live (each listed course's room
// is joined, so lock:changed arrives; new courses arrive through course:changed in the staff room),
// creating a course, and its settings. Opening the settings of a course takes its edit lock for as
// long as the form is open, so nobody edits it at the same time.
import { Alert, Badge, Button, Container, Group, Stack, Table, Text, Title } from '@mantine/core';
import { IconBooks, IconPlus, IconSettings } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { describeCallError } from '../../api/describeError';
import { useAppDispatch, useAppSelector } from '../../base/hooks';
import { PageLoader } from '../../components/PageLoader';
import type { PageProps } from '../../components/page';
import { StatePanel, StateText } from '../../components/StatePanel';
import { showToast } from '../../components/toast';
import { watchCourse } from '../../realtime/courseWatch';
import { selectSessionUser } from '../../session/sessionUser';
import { coursePath } from '../courses';
import { CourseSettingsForm } from './CourseSettingsForm';
import { EditModal } from './EditDialog';
import {
  type AdminCourse,
  editingApi,
  useCloseCourseMutation,
  useGetAdminCoursesQuery,
  useLockCourseMutation,
} from './editingApi';
import { refusalHolder } from './editSession';

/** Joins the listed courses' rooms; after a reconnect the list is read again. */
function useWatchCourses(ids: readonly number[]) {
  const dispatch = useAppDispatch();
  const key = ids.join(',');
  useEffect(() => {
    const list = key ? key.split(',').map(Number) : [];
    const refetch = () => dispatch(editingApi.util.invalidateTags(['AdminCourses']));
    const stops = list.map((id) => watchCourse(id, refetch));
    return () => {
      for (const stop of stops) stop();
    };
  }, [key, dispatch]);
}

function EditingBadge({ course, myId }: { course: AdminCourse; myId: number | null }) {
  const { t } = useTranslation();
  if (course.LockedByUserId === null)
    return (
      <Badge variant="default" tt="none">
        {t('editing.admin.free')}
      </Badge>
    );
  return (
    <Badge
      color={course.LockedByUserId === myId ? 'indigo.8' : 'orange.5'}
      c={course.LockedByUserId === myId ? undefined : 'black'}
      tt="none"
    >
      {t('editing.isEditing', { name: course.LockedByUsername ?? '' })}
    </Badge>
  );
}

/** Every course with its code, language and who edits it, and the way into its settings. */
function CoursesTable({
  courses,
  myId,
  opening,
  onSettings,
}: {
  courses: readonly AdminCourse[];
  myId: number | null;
  /** The course whose lock is being taken. */
  opening: number | null;
  onSettings: (course: AdminCourse) => void;
}) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table striped highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('editing.admin.course')}</Table.Th>
            <Table.Th>{t('editing.admin.code')}</Table.Th>
            <Table.Th>{t('editing.admin.language')}</Table.Th>
            <Table.Th>{t('editing.admin.status')}</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {courses.map((course) => (
            <Table.Tr key={course.Id}>
              <Table.Td>
                <Text
                  component={Link}
                  to={coursePath(course.Id)}
                  fw={500}
                  aria-label={t('editing.admin.open', { name: course.Name })}
                >
                  {course.Name}
                </Text>
              </Table.Td>
              <Table.Td>{course.Code}</Table.Td>
              <Table.Td>{course.Language}</Table.Td>
              <Table.Td>
                <EditingBadge course={course} myId={myId} />
              </Table.Td>
              <Table.Td>
                <Group justify="flex-end">
                  <Button
                    size="xs"
                    variant="default"
                    leftSection={<IconSettings size={16} aria-hidden="true" />}
                    aria-label={t('editing.admin.settings', { name: course.Name })}
                    loading={opening === course.Id}
                    onClick={() => onSettings(course)}
                  >
                    {t('editing.admin.settingsButton')}
                  </Button>
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

type Dialog = { kind: 'new' } | { kind: 'edit'; course: AdminCourse } | null;

export default function CoursesAdminPage({ titleKey }: PageProps) {
  const { t, i18n } = useTranslation();
  const me = useAppSelector(selectSessionUser);
  const { data: courses, isLoading, isError, refetch } = useGetAdminCoursesQuery();
  const [lock] = useLockCourseMutation();
  const [release] = useCloseCourseMutation();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [opening, setOpening] = useState<number | null>(null);
  useWatchCourses((courses ?? []).map((c) => c.Id));
  const title = t(`pages.${titleKey}`);

  const openSettings = async (course: AdminCourse) => {
    setRefusal(null);
    setOpening(course.Id);
    try {
      await lock(course.Id).unwrap();
      setDialog({ kind: 'edit', course });
    } catch (error) {
      const holder = refusalHolder(error);
      setRefusal(
        holder ? t('editing.refused', { name: holder }) : describeCallError(error, t, i18n.language),
      );
    } finally {
      setOpening(null);
    }
  };
  const closeDialog = () => {
    if (dialog?.kind === 'edit') void release(dialog.course.Id);
    setDialog(null);
  };

  if (isLoading) return <PageLoader />;
  if (isError || !courses)
    return (
      <StatePanel
        icon={<IconBooks size={34} />}
        title={title}
        actions={<Button onClick={() => void refetch()}>{t('editing.admin.retry')}</Button>}
      >
        <StateText>{t('editing.admin.loadFailed')}</StateText>
      </StatePanel>
    );

  return (
    <Container size="lg" py="md">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end">
          <Stack gap={4}>
            <Title order={1}>{title}</Title>
            <Text c="dimmed">{t('editing.admin.intro')}</Text>
          </Stack>
          <Button
            leftSection={<IconPlus size={16} aria-hidden="true" />}
            onClick={() => setDialog({ kind: 'new' })}
          >
            {t('editing.admin.newCourse')}
          </Button>
        </Group>
        {refusal && (
          <Alert color="red" role="alert" withCloseButton onClose={() => setRefusal(null)}>
            {refusal}
          </Alert>
        )}
        {courses.length === 0 ? (
          <Text c="dimmed">{t('editing.admin.none')}</Text>
        ) : (
          <CoursesTable
            courses={courses}
            myId={me?.Id ?? null}
            opening={opening}
            onSettings={(course) => void openSettings(course)}
          />
        )}
      </Stack>
      <EditModal
        centered={false}
        opened={dialog !== null}
        onClose={closeDialog}
        size="xl"
        title={
          dialog?.kind === 'edit'
            ? t('editing.form.editTitle', { name: dialog.course.Name })
            : t('editing.form.newTitle')
        }
      >
        {dialog && (
          <CourseSettingsForm
            course={dialog.kind === 'edit' ? dialog.course : undefined}
            onCancel={closeDialog}
            onSaved={() => {
              showToast({
                message: dialog.kind === 'edit' ? t('editing.admin.saved') : t('editing.admin.created'),
                color: 'green',
              });
              closeDialog();
            }}
          />
        )}
      </EditModal>
    </Container>
  );
}
