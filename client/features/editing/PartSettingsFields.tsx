// A part's settings fields (SPEC §6: type 2 and 8 rename parts and set post type, Free, MentorOnly,
// Published and PublishDate), controlled by the part editor or the settings dialog.
import { Select, SimpleGrid, Switch, TextInput } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { type PartSettings, POST_TYPES } from './partSettings';

/** What the school and exam types do, said where the type is chosen (they hold the exam editor). */
export function postTypeHint(postType: string, t: TFunction): string | undefined {
  return postType === '3' || postType === '5' ? t(`editing.postTypeHints.${postType}`) : undefined;
}

export function PartSettingsFields({
  value,
  onChange,
}: {
  value: PartSettings;
  onChange: (next: PartSettings) => void;
}) {
  const { t } = useTranslation();
  const set = <K extends keyof PartSettings>(key: K, v: PartSettings[K]) => onChange({ ...value, [key]: v });
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      <TextInput
        label={t('editing.partName')}
        value={value.Name}
        required
        maxLength={200}
        onChange={(e) => set('Name', e.currentTarget.value)}
      />
      <Select
        label={t('editing.postType')}
        description={postTypeHint(value.PostType, t)}
        data={POST_TYPES.map((type) => ({ value: type, label: t(`editing.postTypes.${type}`) }))}
        value={value.PostType}
        allowDeselect={false}
        onChange={(v) => v && set('PostType', v)}
      />
      <Switch
        label={t('editing.published')}
        checked={value.Published}
        onChange={(e) => set('Published', e.currentTarget.checked)}
      />
      <TextInput
        type="datetime-local"
        label={t('editing.publishDate')}
        value={value.PublishDate}
        onChange={(e) => set('PublishDate', e.currentTarget.value)}
      />
      <Switch
        label={t('editing.free')}
        description={t('editing.freeHint')}
        checked={value.Free}
        onChange={(e) => set('Free', e.currentTarget.checked)}
      />
      <Switch
        label={t('editing.mentorOnly')}
        description={t('editing.mentorOnlyHint')}
        checked={value.MentorOnly}
        onChange={(e) => set('MentorOnly', e.currentTarget.checked)}
      />
    </SimpleGrid>
  );
}
