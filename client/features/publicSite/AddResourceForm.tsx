// Staff add a resource: the file goes to the resources/ folder first, then the entry is saved.
import { Button, FileInput, Paper, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeCallError } from '../../api/describeError';
import { FormFailure } from '../../components/requestForm/FormFailure';
import { showToast } from '../../components/toast';
import { useSaveResourceMutation } from './publicSiteApi';
import { uploadResourceFile } from './uploadResourceFile';

const ACCEPTED =
  '.pdf,.mp3,.png,.jpg,.jpeg,.zip,application/pdf,audio/mpeg,image/png,image/jpeg,application/zip';

export function AddResourceForm() {
  const { t, i18n } = useTranslation();
  const [saveResource] = useSaveResourceMutation();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<{ title: string; description: string; file: File | null }>({
    mode: 'controlled',
    initialValues: { title: '', description: '', file: null },
    validate: {
      title: (value) => (value.trim() ? null : t('publicSite.resources.titleMissing')),
      file: (value) => (value ? null : t('publicSite.resources.fileMissing')),
    },
  });

  const submit = form.onSubmit(async (values) => {
    if (!values.file) return;
    setBusy(true);
    setFailure(null);
    try {
      const fileName = await uploadResourceFile(values.file);
      await saveResource({
        Title: values.title.trim(),
        Description: values.description.trim(),
        FileName: fileName,
      }).unwrap();
      form.reset();
      showToast({ message: t('publicSite.resources.added'), color: 'green' });
    } catch (error) {
      setFailure(describeCallError(error, t, i18n.language));
    } finally {
      setBusy(false);
    }
  });

  return (
    <Paper withBorder radius="md" p="md">
      <form onSubmit={submit} noValidate aria-labelledby="add-resource-title">
        <Stack gap="sm">
          <Title order={2} size="h4" id="add-resource-title">
            {t('publicSite.resources.addTitle')}
          </Title>
          <FormFailure message={failure} />
          <TextInput label={t('publicSite.resources.title')} required {...form.getInputProps('title')} />
          <Textarea
            label={t('publicSite.resources.description')}
            autosize
            minRows={2}
            maxLength={2000}
            {...form.getInputProps('description')}
          />
          <FileInput
            label={t('publicSite.resources.file')}
            description={t('publicSite.resources.fileHint')}
            accept={ACCEPTED}
            clearable
            required
            leftSection={<IconUpload size={16} aria-hidden="true" />}
            {...form.getInputProps('file')}
          />
          <Button type="submit" loading={busy} w="fit-content">
            {t('publicSite.resources.add')}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
