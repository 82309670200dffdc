// Staff write a news item (SPEC §1 "Staff ... news"): title, text and whether it is published.
// Publishing pushes it to everyone (news:published). The text editor is the lazy page-text editor.
import { Button, Checkbox, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { describeCallError } from '../../api/describeError';
import { PageTextEditor } from '../../components/content/PageTextEditor';
import { showToast } from '../../components/toast';
import { type NewsItem, useSaveNewsMutation } from './newsApi';

interface NewsEditorDialogProps {
  /** The item to edit; null writes a new one. */
  item: NewsItem | null;
  onClose: () => void;
}

export default function NewsEditorDialog({ item, onClose }: NewsEditorDialogProps) {
  const { t, i18n } = useTranslation();
  const [saveNews, { isLoading }] = useSaveNewsMutation();
  const form = useForm({
    initialValues: {
      title: item?.title ?? '',
      content: item?.content ?? '',
      title_sv: item?.title_sv ?? '',
      content_sv: item?.content_sv ?? '',
      Published: item?.Published ?? false,
    },
    validate: { title: (value) => (value.trim() === '' ? t('news.manage.titleRequired') : null) },
  });

  const submit = form.onSubmit(async (values) => {
    try {
      await saveNews({
        ...(item ? { id: item.id } : {}),
        ...values,
        title: values.title.trim(),
        title_sv: values.title_sv.trim(),
      }).unwrap();
      showToast({ message: t('news.manage.saved'), color: 'green' });
      onClose();
    } catch (thrown) {
      showToast({ message: describeCallError(thrown, t, i18n.language), color: 'red' });
    }
  });

  return (
    <Modal
      opened
      onClose={onClose}
      title={t(item ? 'news.manage.editTitle' : 'news.manage.createTitle')}
      size="lg"
      closeButtonProps={{ 'aria-label': t('news.manage.cancel') }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput label={t('news.manage.titleLabel')} required {...form.getInputProps('title')} />
          <div>
            <Text size="sm" fw={500} mb={4} aria-hidden="true">
              {t('news.manage.contentLabel')}
            </Text>
            <Suspense fallback={null}>
              <PageTextEditor
                label={t('news.manage.contentLabel')}
                initialHtml={form.values.content}
                onChange={(html) => form.setFieldValue('content', html)}
                minHeight={160}
              />
            </Suspense>
          </div>
          <TextInput label={t('news.manage.titleSvLabel')} {...form.getInputProps('title_sv')} />
          <div>
            <Text size="sm" fw={500} mb={4} aria-hidden="true">
              {t('news.manage.contentSvLabel')}
            </Text>
            <Suspense fallback={null}>
              <PageTextEditor
                label={t('news.manage.contentSvLabel')}
                initialHtml={form.values.content_sv}
                onChange={(html) => form.setFieldValue('content_sv', html)}
                minHeight={120}
              />
            </Suspense>
          </div>
          <Checkbox
            label={t('news.manage.publish')}
            {...form.getInputProps('Published', { type: 'checkbox' })}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('news.manage.cancel')}
            </Button>
            <Button type="submit" loading={isLoading}>
              {t('news.manage.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
