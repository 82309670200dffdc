// The chat dialog (SPEC §2 "Overlays: message chat dialog"): the conversation with one person,
// their live online dot and "… is typing", and the composer. A system message opens on its own
// and cannot be replied to (SPEC §5).
import { Box, Group, Modal, Stack, Text, Typography } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../base/hooks';
import { formatMessageDate } from '../../components/messageDates';
import { PresenceDot } from '../../components/PresenceDot';
import { ChatComposer } from './ChatComposer';
import { ChatThread } from './ChatThread';
import { type ChatTarget, chatClosed, selectChat, selectTyping, typingTimedOut } from './messagesSlice';
import { usePresenceFor, usePresenceWatch } from './usePresence';

/** A "typing" signal not renewed within this time is dropped (the sender may have gone). */
const TYPING_SHOWN_MS = 6000;

function TypingLine({ userId, name }: { userId: number; name: string }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const signals = useAppSelector(selectTyping)[userId] ?? 0;
  useEffect(() => {
    if (signals === 0) return;
    const timer = setTimeout(() => dispatch(typingTimedOut(userId)), TYPING_SHOWN_MS);
    return () => clearTimeout(timer);
  }, [signals, userId, dispatch]);
  return (
    <Text size="xs" c="dimmed" h={18} aria-live="polite" data-testid="typing-line">
      {signals > 0 ? t('messages.isTyping', { name }) : ''}
    </Text>
  );
}

function PersonTitle({ userId, name }: { userId: number; name: string }) {
  const { t } = useTranslation();
  const presence = usePresenceFor(userId);
  return (
    <Group gap="xs" wrap="nowrap">
      <PresenceDot name={name} online={presence?.Online ?? false} />
      <Text component="span" fw={700}>
        {t('messages.chatWith', { name })}
      </Text>
    </Group>
  );
}

function PersonChat({ target }: { target: Extract<ChatTarget, { kind: 'person' }> }) {
  usePresenceWatch([target.userId]);
  return (
    <Stack gap={4}>
      <ChatThread userId={target.userId} name={target.name} />
      <TypingLine userId={target.userId} name={target.name} />
      <ChatComposer
        toUserId={target.userId}
        toName={target.name}
        courseId={target.courseId}
        coursePartId={target.coursePartId}
      />
    </Stack>
  );
}

function SystemMessageView({ target }: { target: Extract<ChatTarget, { kind: 'system' }> }) {
  const { t, i18n } = useTranslation();
  const { message } = target;
  return (
    <Stack gap="sm">
      <Text size="xs" c="dimmed">
        {formatMessageDate(message.CDate, t, i18n.language)}
      </Text>
      <Typography p={0} fz="sm">
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the server (docs/architecture.md "Security model") */}
        <div dangerouslySetInnerHTML={{ __html: message.Message }} />
      </Typography>
      <Box
        p="sm"
        bg="var(--mantine-color-default-hover)"
        style={{ borderRadius: 'var(--mantine-radius-md)' }}
      >
        <Text size="sm" fw={600} role="note">
          {t('messages.systemNoReply')}
        </Text>
      </Box>
    </Stack>
  );
}

export default function ChatDialog() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const chat = useAppSelector(selectChat);
  const close = () => dispatch(chatClosed());
  let title: React.ReactNode = null;
  if (chat?.kind === 'person') title = <PersonTitle userId={chat.userId} name={chat.name} />;
  else if (chat?.kind === 'system')
    title = <Text fw={700}>{chat.message.Title ?? t('messages.system')}</Text>;

  return (
    <Modal
      opened={chat !== null}
      onClose={close}
      title={title}
      size="lg"
      closeButtonProps={{ 'aria-label': t('messages.close') }}
      data-testid="chat-dialog"
    >
      {chat?.kind === 'person' && <PersonChat key={chat.userId} target={chat} />}
      {chat?.kind === 'system' && <SystemMessageView target={chat} />}
    </Modal>
  );
}
