// The course's editing status at the top of its pages (SPEC §4): every viewer sees live who is
// editing; staff enter edit mode here (refused with the holder's name), switch the preview, and
// close editing. On course home in edit mode the course's parts are managed below it.
import { Alert, Button, Group, Paper, Switch, Text } from '@mantine/core';
import { IconEdit, IconLock, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeCallError } from '../../api/describeError';
import { useAppDispatch, useAppSelector } from '../../base/hooks';
import { selectSessionUser } from '../../session/sessionUser';
import type { Course } from '../courses';
import { CourseEditPanel } from './CourseEditPanel';
import { useGetCourseLocksQuery } from './editingApi';
import { previewShown, selectEditingCourseId, selectPreview, useCanEditCourses } from './editModeSlice';
import { closeEditMode, enterEditMode } from './editSession';
import { editorOf, holdsCourse, otherEditor } from './lockState';

function useRefusal(otherId: number | null) {
  const [refusal, setRefusal] = useState<{ text: string; otherId: number | null } | null>(null);
  // The holder left (or changed): the refusal no longer says how things are.
  const current = refusal !== null && refusal.otherId === otherId ? refusal.text : null;
  const refuse = (text: string | null) => setRefusal(text === null ? null : { text, otherId });
  return [current, refuse] as const;
}

export default function CourseEditBar({ course, home = false }: { course: Course; home?: boolean }) {
  const { t, i18n } = useTranslation();
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectSessionUser);
  const canEdit = useCanEditCourses();
  const editing = useAppSelector(selectEditingCourseId) === course.Id;
  const preview = useAppSelector(selectPreview);
  const { data: locks = [] } = useGetCourseLocksQuery(course.Id);
  const other = user ? otherEditor(locks, user.Id) : editorOf(locks);
  const mineElsewhere = !editing && user !== null && holdsCourse(locks, user.Id);
  const [refusal, setRefusal] = useRefusal(other?.UserId ?? null);
  const [busy, setBusy] = useState(false);

  const enter = async () => {
    setBusy(true);
    setRefusal(null);
    const result = await dispatch(enterEditMode(course.Id));
    setBusy(false);
    if (!result.ok)
      setRefusal(
        result.holder !== null
          ? t('editing.refused', { name: result.holder })
          : describeCallError(result.error, t, i18n.language),
      );
  };
  const close = async () => {
    setBusy(true);
    await dispatch(closeEditMode(course.Id));
    setBusy(false);
  };

  const status = other ? (
    <Alert color="orange" icon={<IconLock size={18} aria-hidden="true" />} role="status" py="xs">
      {t('editing.isEditing', { name: other.Username })}
    </Alert>
  ) : null;

  if (!canEdit) return status;

  return (
    <>
      {editing ? (
        <Paper withBorder radius="md" p="xs" role="region" aria-label={t('editing.editToolbar')}>
          <Group justify="space-between" gap="sm">
            <Text size="sm" fw={600}>
              {t('editing.youAreEditing')}
            </Text>
            <Group gap="sm">
              <Switch
                label={t('editing.preview')}
                checked={preview}
                onChange={(event) => dispatch(previewShown(event.currentTarget.checked))}
              />
              <Button
                size="xs"
                variant="default"
                leftSection={<IconX size={16} aria-hidden="true" />}
                loading={busy}
                onClick={() => void close()}
              >
                {t('editing.closeEditing')}
              </Button>
            </Group>
          </Group>
        </Paper>
      ) : (
        <Group gap="sm" wrap="wrap">
          <Button
            size="xs"
            variant="default"
            leftSection={<IconEdit size={16} aria-hidden="true" />}
            loading={busy}
            onClick={() => void enter()}
          >
            {mineElsewhere ? t('editing.editHere') : t('editing.editCourse')}
          </Button>
          {mineElsewhere && (
            <Text size="sm" c="dimmed">
              {t('editing.youAreEditingElsewhere')}
            </Text>
          )}
        </Group>
      )}
      {status}
      {refusal && (
        <Alert color="red" role="alert" py="xs">
          {refusal}
        </Alert>
      )}
      {home && editing && !preview && <CourseEditPanel course={course} />}
    </>
  );
}
