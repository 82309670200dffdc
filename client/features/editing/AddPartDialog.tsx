// Adding a part in edit mode (SPEC §7 add_course_part {Id, UserId, SortNr, PostType 1, Shareable 0,
// Free 0}): a name and post type, then the new part's page opens for its content.
import { Select, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useAppSelector } from '../../base/hooks';
import { showToast } from '../../components/toast';
import { selectSessionUser } from '../../session/sessionUser';
import { partPath } from '../courses';
import { type CourseDialogProps, DialogActions, EditModal, useSaveFailedToast } from './EditDialog';
import { useAddCoursePartMutation } from './editingApi';
import { postTypeHint } from './PartSettingsFields';
import { POST_TYPES } from './partSettings';

export function AddPartDialog({ course, opened, onClose }: CourseDialogProps) {
  const { t } = useTranslation();
  const saveFailed = useSaveFailedToast();
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
      await navigate(partPath(course.Id, part.Id));
    } catch (error) {
      saveFailed(error);
    }
  };

  return (
    <EditModal opened={opened} onClose={onClose} title={t('editing.addPartTitle')}>
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
            description={postTypeHint(postType, t)}
            data={POST_TYPES.map((type) => ({ value: type, label: t(`editing.postTypes.${type}`) }))}
            value={postType}
            allowDeselect={false}
            onChange={(v) => v && setPostType(v)}
          />
          <DialogActions onCancel={onClose} confirm={t('editing.addPart')} loading={adding.isLoading} />
        </Stack>
      </form>
    </EditModal>
  );
}
