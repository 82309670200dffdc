// Adding a part in edit mode (SPEC §7 add_course_part {Id, UserId, SortNr, PostType 1, Shareable 0,
// Free 0}): a name and post type, then the new part's page opens for its content.
import { Button, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { describeCallError } from '../../api/describeError';
import { useAppSelector } from '../../app/hooks';
import { showToast } from '../../components/toast';
import { selectSessionUser } from '../auth/sessionSlice';
import { partPath } from '../courses/paths';
import type { Course } from '../courses/types';
import { useAddCoursePartMutation } from './editingApi';
import { POST_TYPES } from './partSettings';

export function AddPartDialog({
  course,
  opened,
  onClose,
}: {
  course: Course;
  opened: boolean;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const user = useAppSelector(selectSessionUser);
  const [name, setName] = useState('');
  const [postType, setPostType] = useState('1');
  const [addPart, adding] = useAddCoursePartMutation();

  const submit = async () => {
    try {
      const part = await addPart({
        Id: course.Id,
        UserId: user?.Id,
        SortNr: course.CourseParts.length + 1,
        PostType: Number(postType),
        Shareable: 0,
        Free: 0,
        Name: name.trim() || t('editing.newPartName'),
      }).unwrap();
      showToast({ message: t('editing.partAdded', { name: part.Name }), color: 'green' });
      setName('');
      onClose();
      navigate(partPath(course.Id, part.Id));
    } catch (error) {
      showToast({
        message: t('editing.saveFailed', { reason: describeCallError(error, t, i18n.language) }),
        color: 'red',
      });
    }
  };

  return (
    <Modal
      closeButtonProps={{ 'aria-label': t('editing.close') }}
      opened={opened}
      onClose={onClose}
      title={t('editing.addPartTitle')}
      centered
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Stack gap="sm">
          <TextInput
            label={t('editing.partName')}
            placeholder={t('editing.newPartName')}
            value={name}
            maxLength={200}
            data-autofocus
            onChange={(e) => setName(e.currentTarget.value)}
          />
          <Select
            label={t('editing.postType')}
            data={POST_TYPES.map((type) => ({ value: type, label: t(`editing.postTypes.${type}`) }))}
            value={postType}
            allowDeselect={false}
            onChange={(v) => v && setPostType(v)}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('editing.cancel')}
            </Button>
            <Button type="submit" loading={adding.isLoading}>
              {t('editing.addPart')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
