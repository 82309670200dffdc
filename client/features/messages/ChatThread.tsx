// The messages of one conversation, oldest at the top (SPEC §4, §5, §9): the stored ones, then
// the sends not stored yet (pending, or failed with retry: never silently dropped). Earlier
// messages load within 50 px of the top; new ones scroll into view.
import { Box, Button, Group, Paper, Stack, Text, Typography } from '@mantine/core';
import { type UIEvent, useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../base/hooks';
import { formatMessageDate } from '../../components/messageDates';
import { selectSessionUser } from '../../session/sessionUser';
import { findMessage, flattenMessages } from './messageCache';
import classes from './messages.module.css';
import { useGetConversationInfiniteQuery, useMarkMessagesAsOpenedMutation } from './messagesApi';
import { type OutboxEntry, selectOutbox, sendDiscarded } from './messagesSlice';
import { MESSAGE_RULES, type Message } from './rules';
import { retrySend } from './sendMessage';

const THREAD_HEIGHT = 'min(48vh, 420px)';

interface BubbleProps {
  mine: boolean;
  html: string;
  footer: React.ReactNode;
  failed?: boolean;
}

function Bubble({ mine, html, footer, failed = false }: BubbleProps) {
  return (
    <Box
      component="li"
      style={{ listStyle: 'none', display: 'flex', justifyContent: mine ? 'flex-end' : 'flex-start' }}
    >
      <Stack gap={2} maw="80%" align={mine ? 'flex-end' : 'flex-start'}>
        <Paper
          px="sm"
          py={6}
          radius="lg"
          bg={mine ? 'var(--mantine-primary-color-light)' : 'var(--mantine-color-default-hover)'}
          style={failed ? { outline: '1px solid var(--mantine-color-error)' } : undefined}
        >
          <Typography p={0} fz="sm" className={classes.bubble}>
            {/* Stored messages are sanitised by the server; pending ones are this editor's own output. */}
            {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised HTML (docs/architecture.md "Security model") */}
            <div dangerouslySetInnerHTML={{ __html: html }} />
          </Typography>
        </Paper>
        {footer}
      </Stack>
    </Box>
  );
}

function StoredMessage({ message, me }: { message: Message; me: number }) {
  const { t, i18n } = useTranslation();
  const mine = message.ToUserId !== me;
  return (
    <Bubble
      mine={mine}
      html={message.Message}
      footer={
        <Text size="xs" c="dimmed">
          {formatMessageDate(message.CDate, t, i18n.language)}
          {mine && message.ShowedDate !== null ? ` · ${t('messages.seen')}` : ''}
        </Text>
      }
    />
  );
}

function UnsentMessage({ entry, toName }: { entry: OutboxEntry; toName: string }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const failed = entry.status === 'failed';
  return (
    <Bubble
      mine
      failed={failed}
      html={entry.html}
      footer={
        failed ? (
          <Group gap="xs" data-testid="send-failed">
            <Text size="xs" c="red.8" fw={600}>
              {t('messages.notSent')}
            </Text>
            <Button
              size="compact-xs"
              variant="light"
              onClick={() => dispatch(retrySend(entry.clientId, toName))}
            >
              {t('messages.retrySend')}
            </Button>
            <Button
              size="compact-xs"
              variant="subtle"
              color="gray"
              onClick={() => dispatch(sendDiscarded(entry.clientId))}
            >
              {t('messages.discard')}
            </Button>
          </Group>
        ) : (
          <Text size="xs" c="dimmed" data-testid="send-pending">
            {t('messages.sending')}
          </Text>
        )
      }
    />
  );
}

/** Marks the partner's unopened messages opened while the conversation shows, once each. */
function useMarkIncomingOpened(messages: Message[], me: number | null) {
  const [markOpened] = useMarkMessagesAsOpenedMutation();
  const asked = useRef(new Set<number>());
  useEffect(() => {
    if (me === null) return;
    const ids = messages
      .filter((m) => m.ToUserId === me && m.ShowedDate === null && !asked.current.has(m.Id))
      .map((m) => m.Id);
    if (ids.length === 0) return;
    for (const id of ids) asked.current.add(id);
    void markOpened(ids);
  }, [messages, me, markOpened]);
}

export function ChatThread({ userId, name }: { userId: number; name: string }) {
  const { t } = useTranslation();
  const me = useAppSelector(selectSessionUser)?.Id ?? null;
  const conversation = useGetConversationInfiniteQuery(userId);
  const outbox = useAppSelector(selectOutbox);
  const pages = conversation.data?.pages;
  const stored = useMemo(() => flattenMessages(pages ?? []).reverse(), [pages]);
  const unsent = useMemo(
    () =>
      Object.values(outbox)
        .filter((entry) => entry.toUserId === userId)
        .filter((entry) => !findMessage(pages ?? [], { Id: -1, ClientId: entry.clientId }))
        .sort((a, b) => a.createdAt.localeCompare(b.createdAt)),
    [outbox, userId, pages],
  );
  useMarkIncomingOpened(stored, me);

  const list = useRef<HTMLDivElement>(null);
  const newestKey = `${stored.at(-1)?.Id ?? 0}:${unsent.length}`;
  const fromBottomBeforeOlder = useRef<number | null>(null);

  // A new message (or the first load) scrolls to the end; older pages keep the reader's place.
  useLayoutEffect(() => {
    const element = list.current;
    if (!element || newestKey === '0:0') return;
    element.scrollTop = element.scrollHeight;
  }, [newestKey]);
  useLayoutEffect(() => {
    const element = list.current;
    if (!element || fromBottomBeforeOlder.current === null || conversation.isFetchingNextPage) return;
    element.scrollTop = element.scrollHeight - fromBottomBeforeOlder.current;
    fromBottomBeforeOlder.current = null;
  }, [conversation.isFetchingNextPage]);

  const onScroll = (event: UIEvent<HTMLDivElement>) => {
    const element = event.currentTarget;
    if (element.scrollTop > MESSAGE_RULES.loadMoreWithinPx) return;
    if (!conversation.hasNextPage || conversation.isFetchingNextPage) return;
    fromBottomBeforeOlder.current = element.scrollHeight - element.scrollTop;
    void conversation.fetchNextPage();
  };

  let content: React.ReactNode;
  if (!conversation.data && conversation.isError)
    content = (
      <Stack align="center" gap="xs" py="lg">
        <Text size="sm">{t('messages.loadFailed')}</Text>
        <Button size="xs" variant="light" onClick={() => void conversation.refetch()}>
          {t('messages.retry')}
        </Button>
      </Stack>
    );
  else if (!conversation.data)
    content = (
      <Text size="sm" c="dimmed" ta="center" py="lg" role="status">
        {t('messages.fetching')}
      </Text>
    );
  else if (stored.length === 0 && unsent.length === 0)
    content = (
      <Text size="sm" c="dimmed" ta="center" py="lg">
        {t('messages.conversationEmpty')}
      </Text>
    );
  else
    content = (
      <>
        {conversation.isFetchingNextPage && (
          <Text size="xs" c="dimmed" ta="center" role="status">
            {t('messages.loadingOlder')}
          </Text>
        )}
        <Stack component="ul" gap="sm" m={0} p={0}>
          {stored.map((message) => (
            <StoredMessage key={message.Id} message={message} me={me ?? 0} />
          ))}
          {unsent.map((entry) => (
            <UnsentMessage key={entry.clientId} entry={entry} toName={name} />
          ))}
        </Stack>
      </>
    );

  return (
    <Box
      ref={list}
      onScroll={onScroll}
      h={THREAD_HEIGHT}
      py="xs"
      pr={4}
      style={{ overflowY: 'auto' }}
      data-testid="chat-thread"
      aria-live="polite"
      tabIndex={0}
      aria-label={t('messages.chatWith', { name })}
      role="log"
    >
      {content}
    </Box>
  );
}
