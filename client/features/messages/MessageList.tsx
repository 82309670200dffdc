// The message list under the bell (SPEC §2, §4, §9): system messages with their title, others
// with the sender's initials and name, the text, when, and a dot while not replied to. Newest
// first, 25 at a time, more loaded within 50 px of the bottom. Showing the list marks what it
// shows opened and sets the unread count to 0.
import { Avatar, Box, Button, Group, Stack, Text, ThemeIcon, Title, UnstyledButton } from '@mantine/core';
import { IconSpeakerphone } from '@tabler/icons-react';
import { type UIEvent, useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../base/hooks';
import { formatMessageDate } from '../../components/messageDates';
import { selectSessionUser } from '../../session/sessionUser';
import { htmlToPreview } from './htmlText';
import { flattenMessages, setUnopened } from './messageCache';
import { messagesApi, useGetInboxInfiniteQuery, useMarkMessagesAsOpenedMutation } from './messagesApi';
import { chatOpened } from './messagesSlice';
import { initialsOf, isSystemMessage, MESSAGE_RULES, type Message, personName, senderOf } from './rules';

const LIST_MAX_HEIGHT = 420;

function MessageRow({ message, onOpen }: { message: Message; onOpen: (message: Message) => void }) {
  const { t, i18n } = useTranslation();
  const system = isSystemMessage(message);
  const name = system ? t('messages.system') : personName(senderOf(message));
  const notReplied = !system && message.ReplyDate === null;
  const unread = message.ShowedDate === null;
  return (
    <Box component="li" style={{ listStyle: 'none' }}>
      <UnstyledButton
        onClick={() => onOpen(message)}
        w="100%"
        px="md"
        py="sm"
        data-unread={unread}
        style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
      >
        <Group wrap="nowrap" align="flex-start" gap="sm">
          {system ? (
            <ThemeIcon radius="xl" size={38} variant="light" aria-hidden="true">
              <IconSpeakerphone size={20} />
            </ThemeIcon>
          ) : (
            <Avatar radius="xl" color="indigo" aria-hidden="true">
              {initialsOf(senderOf(message))}
            </Avatar>
          )}
          <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <Text size="sm" fw={unread ? 700 : 600} truncate>
                {system ? (message.Title ?? name) : name}
              </Text>
              <Group gap={6} wrap="nowrap">
                <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                  {formatMessageDate(message.CDate, t, i18n.language)}
                </Text>
                {notReplied && (
                  <Box
                    role="img"
                    aria-label={t('messages.notReplied')}
                    title={t('messages.notReplied')}
                    w={8}
                    h={8}
                    style={{
                      borderRadius: '50%',
                      background: 'var(--mantine-primary-color-filled)',
                      flex: 'none',
                    }}
                  />
                )}
              </Group>
            </Group>
            {system && (
              <Text size="xs" c="dimmed">
                {name}
              </Text>
            )}
            <Text size="sm" c="dimmed" lineClamp={2}>
              {htmlToPreview(message.Message)}
            </Text>
          </Stack>
        </Group>
      </UnstyledButton>
    </Box>
  );
}

/** Marks every unopened message shown to the user as opened, once each, and zeroes the count. */
function useMarkShownOpened(messages: Message[], userId: number | null) {
  const dispatch = useAppDispatch();
  const [markOpened] = useMarkMessagesAsOpenedMutation();
  const asked = useRef(new Set<number>());
  useEffect(() => {
    if (userId === null) return;
    dispatch(messagesApi.util.updateQueryData('getInbox', undefined, (draft) => setUnopened(draft, 0)));
    const ids = messages
      .filter((m) => m.ToUserId === userId && m.ShowedDate === null && !asked.current.has(m.Id))
      .map((m) => m.Id);
    if (ids.length === 0) return;
    for (const id of ids) asked.current.add(id);
    void markOpened(ids);
  }, [messages, userId, dispatch, markOpened]);
}

export default function MessageList({ onOpenMessage }: { onOpenMessage: () => void }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectSessionUser);
  const inbox = useGetInboxInfiniteQuery();
  const messages = useMemo(() => flattenMessages(inbox.data?.pages ?? []), [inbox.data]);
  useMarkShownOpened(messages, user?.Id ?? null);

  const onScroll = (event: UIEvent<HTMLDivElement>) => {
    const list = event.currentTarget;
    const fromBottom = list.scrollHeight - list.scrollTop - list.clientHeight;
    if (fromBottom <= MESSAGE_RULES.loadMoreWithinPx && inbox.hasNextPage && !inbox.isFetchingNextPage)
      void inbox.fetchNextPage();
  };

  const open = (message: Message) => {
    if (isSystemMessage(message)) dispatch(chatOpened({ kind: 'system', message }));
    else
      dispatch(
        chatOpened({
          kind: 'person',
          userId: message.FromUserId,
          name: personName(senderOf(message)),
          courseId: message.course_id,
          coursePartId: message.course_part_id,
        }),
      );
    onOpenMessage();
  };

  let body: React.ReactNode;
  if (!inbox.data && inbox.isError)
    body = (
      <Stack p="md" gap="xs" align="flex-start">
        <Text size="sm">{t('messages.loadFailed')}</Text>
        <Button size="xs" variant="light" onClick={() => void inbox.refetch()}>
          {t('messages.retry')}
        </Button>
      </Stack>
    );
  else if (!inbox.data)
    body = (
      <Text p="md" size="sm" c="dimmed" role="status">
        {t('messages.fetching')}
      </Text>
    );
  else if (messages.length === 0)
    body = (
      <Text p="md" size="sm" c="dimmed">
        {t('messages.empty')}
      </Text>
    );
  else
    body = (
      <Box
        onScroll={onScroll}
        mah={LIST_MAX_HEIGHT}
        style={{ overflowY: 'auto' }}
        data-testid="message-list"
        tabIndex={-1}
      >
        <Box component="ul" m={0} p={0}>
          {messages.map((message) => (
            <MessageRow key={message.Id} message={message} onOpen={open} />
          ))}
        </Box>
        {inbox.isFetchingNextPage && (
          <Text p="sm" size="xs" c="dimmed" ta="center" role="status">
            {t('messages.fetching')}
          </Text>
        )}
      </Box>
    );

  return (
    <Stack gap={0}>
      <Title
        order={2}
        size="h5"
        px="md"
        py="sm"
        style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
      >
        {t('messages.listTitle')}
      </Title>
      {body}
    </Stack>
  );
}
