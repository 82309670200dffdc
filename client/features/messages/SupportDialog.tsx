// The tech-support dialog (SPEC §2, §5, §8, §9): a message to staff, sent as a task of type 9
// with owner -1 by support.php; an empty message (or an empty paragraph) is refused with the
// spec's text.
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../base/hooks';
import { showToast } from '../../components/toast';
import { useSendSupportMutation } from './messagesApi';
import { selectSupportOpen, supportDialogClosed } from './messagesSlice';
import { EDITOR_HEIGHT, isBlankHtml } from './rules';

const RichTextComposer = lazy(() => import('../../components/editor/RichTextComposer'));

const ERROR_ID = 'support-message-error';

function SupportForm({ onSent }: { onSent: () => void }) {
  const { t } = useTranslation();
  const [html, setHtml] = useState('');
  const [empty, setEmpty] = useState(false);
  const [sendSupport, { isLoading }] = useSendSupportMutation();

  const submit = async () => {
    if (isBlankHtml(html)) {
      setEmpty(true);
      return;
    }
    try {
      await sendSupport({ Message: html, Url: window.location.href }).unwrap();
      showToast({ message: t('messages.supportSent'), color: 'green' });
      onSent();
    } catch {
      showToast({ message: t('messages.supportFailed'), color: 'red' });
    }
  };

  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {t('messages.supportIntro')}
      </Text>
      <Suspense fallback={<div style={{ height: EDITOR_HEIGHT.max }} />}>
        <RichTextComposer
          label={t('messages.supportLabel')}
          placeholder={t('messages.supportPlaceholder')}
          minHeight={EDITOR_HEIGHT.max}
          maxHeight={EDITOR_HEIGHT.max * 2}
          invalid={empty}
          describedBy={empty ? ERROR_ID : undefined}
          onChange={(next) => {
            setHtml(next);
            if (!isBlankHtml(next)) setEmpty(false);
          }}
          onSubmit={() => void submit()}
          autoFocus
        />
      </Suspense>
      {empty && (
        <Text id={ERROR_ID} size="sm" c="red.8" role="alert">
          {t('messages.supportEmpty')}
        </Text>
      )}
      <Group justify="flex-end">
        <Button onClick={() => void submit()} loading={isLoading}>
          {t('messages.supportSend')}
        </Button>
      </Group>
    </Stack>
  );
}

export default function SupportDialog() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const opened = useAppSelector(selectSupportOpen);
  const close = () => dispatch(supportDialogClosed());
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={<Text fw={700}>{t('messages.supportTitle')}</Text>}
      size="lg"
      closeButtonProps={{ 'aria-label': t('messages.close') }}
    >
      {opened && <SupportForm onSent={close} />}
    </Modal>
  );
}
