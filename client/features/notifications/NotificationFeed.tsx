// The bell's dropdown (its own chunk, loaded on first open): the newest notifications with
// "Mark all read" and "See all", and beside them the messages list the shell hands in.
import { Box, Button, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { unreadOf } from './feedCache';
import { NotificationRow } from './NotificationRow';
import { useGetNotificationsInfiniteQuery, useMarkNotificationsReadMutation } from './notificationsApi';

const LIST_MAX_HEIGHT = 420;
/** The bell shows the first page's newest few; "See all" has the rest. */
const BELL_ITEMS = 8;

export function MarkAllRead({ unread }: { unread: number }) {
  const { t } = useTranslation();
  const [markRead, { isLoading }] = useMarkNotificationsReadMutation();
  return (
    <Button
      size="xs"
      variant="subtle"
      disabled={unread === 0}
      loading={isLoading}
      onClick={() => void markRead({ All: true })}
    >
      {t('notifications.markAllRead')}
    </Button>
  );
}

function FeedList({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const feed = useGetNotificationsInfiniteQuery();
  const items = feed.data?.pages[0]?.Items.slice(0, BELL_ITEMS) ?? [];
  let body: ReactNode;
  if (!feed.data && feed.isError)
    body = (
      <Stack p="md" gap="xs" align="flex-start">
        <Text size="sm">{t('notifications.loadFailed')}</Text>
        <Button size="xs" variant="light" onClick={() => void feed.refetch()}>
          {t('notifications.retry')}
        </Button>
      </Stack>
    );
  else if (!feed.data)
    body = (
      <Text p="md" size="sm" c="dimmed" role="status">
        {t('notifications.fetching')}
      </Text>
    );
  else if (items.length === 0)
    body = (
      <Text p="md" size="sm" c="dimmed">
        {t('notifications.empty')}
      </Text>
    );
  else
    body = (
      <Box
        component="ul"
        m={0}
        p={0}
        mah={LIST_MAX_HEIGHT}
        style={{ overflowY: 'auto' }}
        data-testid="notification-feed"
      >
        {items.map((item) => (
          <NotificationRow key={item.Id} item={item} onChosen={onClose} />
        ))}
      </Box>
    );
  return (
    <Stack gap={0}>
      <Group
        justify="space-between"
        px="sm"
        py={6}
        style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
      >
        <MarkAllRead unread={unreadOf(feed.data)} />
        <Button size="xs" variant="subtle" component={Link} to="/notifications" onClick={onClose}>
          {t('notifications.seeAll')}
        </Button>
      </Group>
      {body}
    </Stack>
  );
}

export default function NotificationFeed({
  onClose,
  messages,
}: {
  onClose: () => void;
  /** The messages list, from the messages feature (the shell composes the two). */
  messages: ReactNode;
}) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<string | null>('feed');
  return (
    <Stack gap={0}>
      <Title order={2} size="h5" px="md" pt="sm" pb={4}>
        {t('notifications.title')}
      </Title>
      <Tabs value={tab} onChange={setTab} keepMounted={false}>
        <Tabs.List aria-label={t('notifications.tabsLabel')} px="xs">
          <Tabs.Tab value="feed">{t('notifications.tabFeed')}</Tabs.Tab>
          <Tabs.Tab value="messages">{t('notifications.tabMessages')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="feed">
          <FeedList onClose={onClose} />
        </Tabs.Panel>
        <Tabs.Panel value="messages">{messages}</Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
