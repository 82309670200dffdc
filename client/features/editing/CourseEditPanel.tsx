// Course home in edit mode: the course's parts with their ids (type 2), marks and settings, and
// the tools to add, sort and remove parts (SPEC §2, §6).
import { ActionIcon, Badge, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { IconArrowsSort, IconPlus, IconSettings, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { USER_TYPE } from '../../../shared/access';
import { useAppSelector } from '../../base/hooks';
import { showToast } from '../../components/toast';
import { selectSessionUser } from '../../session/sessionUser';
import type { Course, CoursePart } from '../courses';
import { partPath } from '../courses';
import { AddPartDialog } from './AddPartDialog';
import { DialogActions, EditModal, type PartDialogProps, useSaveFailedToast } from './EditDialog';
import { useRemoveCoursePartMutation, useSaveCoursePartMutation } from './editingApi';
import { PartSettingsFields } from './PartSettingsFields';
import { type PartSettings, partSettingsOf, savePartInputOf } from './partSettings';
import { SortPagesDialog } from './SortPagesDialog';

function PartSettingsDialog({ course, part, onClose }: PartDialogProps) {
  const { t } = useTranslation();
  const saveFailed = useSaveFailedToast();
  const [value, setValue] = useState<PartSettings>(() => partSettingsOf(part));
  const [save, saving] = useSaveCoursePartMutation();
  const submit = async () => {
    try {
      await save(savePartInputOf(course.Id, part.Id, value)).unwrap();
      onClose();
    } catch (error) {
      saveFailed(error);
    }
  };
  return (
    <EditModal opened onClose={onClose} title={t('editing.settingsOf', { name: part.Name })} size="lg">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Stack gap="md">
          <PartSettingsFields value={value} onChange={setValue} />
          <DialogActions onCancel={onClose} loading={saving.isLoading} />
        </Stack>
      </form>
    </EditModal>
  );
}

function RemovePartDialog({ course, part, onClose }: PartDialogProps) {
  const { t } = useTranslation();
  const saveFailed = useSaveFailedToast();
  const [remove, removing] = useRemoveCoursePartMutation();
  const confirm = async () => {
    try {
      await remove({ CourseId: course.Id, CoursePartId: part.Id }).unwrap();
      showToast({ message: t('editing.removed'), color: 'green' });
      onClose();
    } catch (error) {
      saveFailed(error);
    }
  };
  return (
    <EditModal opened onClose={onClose} title={t('editing.removePart')}>
      <Text>{t('editing.removeConfirm', { name: part.Name })}</Text>
      <DialogActions
        onCancel={onClose}
        confirm={t('editing.removePart')}
        color="red"
        loading={removing.isLoading}
        onConfirm={() => void confirm()}
        mt="md"
      />
    </EditModal>
  );
}

/** Add part and Sort pages, with their dialogs (also in the course menu). */
export function PartTools({ course, size = 'xs' }: { course: Course; size?: 'xs' | 'sm' }) {
  const { t } = useTranslation();
  const [adding, setAdding] = useState(false);
  const [sorting, setSorting] = useState(false);
  return (
    <>
      <Group gap="xs">
        <Button
          size={size}
          leftSection={<IconPlus size={16} aria-hidden="true" />}
          onClick={() => setAdding(true)}
        >
          {t('editing.addPart')}
        </Button>
        <Button
          size={size}
          variant="default"
          leftSection={<IconArrowsSort size={16} aria-hidden="true" />}
          onClick={() => setSorting(true)}
        >
          {t('editing.sortPages')}
        </Button>
      </Group>
      <AddPartDialog course={course} opened={adding} onClose={() => setAdding(false)} />
      <SortPagesDialog course={course} opened={sorting} onClose={() => setSorting(false)} />
    </>
  );
}

export function CourseEditPanel({ course }: { course: Course }) {
  const { t } = useTranslation();
  const showIds = useAppSelector(selectSessionUser)?.UserType === USER_TYPE.admin;
  const [settingsOf, setSettingsOf] = useState<CoursePart | null>(null);
  const [removing, setRemoving] = useState<CoursePart | null>(null);
  const parts = [...course.CourseParts].sort((a, b) => a.SortId - b.SortId);
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="edit-parts-title">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h4" id="edit-parts-title">
            {t('editing.parts')}
          </Title>
          <PartTools course={course} />
        </Group>
        <Table.ScrollContainer minWidth={420}>
          <Table verticalSpacing="xs">
            <Table.Tbody>
              {parts.map((part) => (
                <Table.Tr key={part.Id}>
                  {showIds && (
                    <Table.Td w={70}>
                      <Text size="xs" c="dimmed">
                        {t('editing.partId', { id: part.Id })}
                      </Text>
                    </Table.Td>
                  )}
                  <Table.Td>
                    <Group gap={6}>
                      <Text component={Link} to={partPath(course.Id, part.Id)} size="sm" fw={500}>
                        {part.Name}
                      </Text>
                      {part.Published === 0 && (
                        <Badge size="xs" color="gray.7" radius="sm">
                          {t('editing.draft')}
                        </Badge>
                      )}
                      {part.MentorOnly === 1 && (
                        <Badge size="xs" color="orange.5" c="black" radius="sm">
                          {t('editing.mentorOnly')}
                        </Badge>
                      )}
                      {part.Free === 1 && (
                        <Badge size="xs" color="teal.9" radius="sm">
                          {t('editing.free')}
                        </Badge>
                      )}
                    </Group>
                  </Table.Td>
                  <Table.Td w={90}>
                    <Group gap={4} justify="flex-end" wrap="nowrap">
                      <ActionIcon
                        variant="subtle"
                        aria-label={t('editing.settingsOf', { name: part.Name })}
                        onClick={() => setSettingsOf(part)}
                      >
                        <IconSettings size={18} aria-hidden="true" />
                      </ActionIcon>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={`${t('editing.removePart')}: ${part.Name}`}
                        onClick={() => setRemoving(part)}
                      >
                        <IconTrash size={18} aria-hidden="true" />
                      </ActionIcon>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Stack>
      {settingsOf && (
        <PartSettingsDialog course={course} part={settingsOf} onClose={() => setSettingsOf(null)} />
      )}
      {removing && <RemovePartDialog course={course} part={removing} onClose={() => setRemoving(null)} />}
    </Paper>
  );
}
