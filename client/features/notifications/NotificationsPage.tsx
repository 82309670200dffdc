// /notifications: the person's whole feed, newest first, a page at a time, with "Mark all read";
// it follows the feed's pushes like the bell, so reading elsewhere shows here at once.
import { Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PageProps } from '../../components/page';
import { unreadOf } from './feedCache';
import { MarkAllRead } from './NotificationFeed';
import { NotificationRow } from './NotificationRow';
import { useGetNotificationsInfiniteQuery } from './notificationsApi';

export default function NotificationsPage({ titleKey }: PageProps) {
  const { t } = useTranslation();
  const feed = useGetNotificationsInfiniteQuery();
  const items = feed.data?.pages.flatMap((page) => page.Items) ?? [];
  return (
    <Container size="sm" py="lg">
      <Stack gap="md">
        <Group justify="space-between" align="flex-end">
          <Title order={1}>{t(`pages.${titleKey}`)}</Title>
          <MarkAllRead unread={unreadOf(feed.data)} />
        </Group>
        <Text c="dimmed">{t('notifications.intro')}</Text>
        {!feed.data && feed.isError ? (
          <Stack gap="xs" align="flex-start">
            <Text>{t('notifications.loadFailed')}</Text>
            <Button variant="light" onClick={() => void feed.refetch()}>
              {t('notifications.retry')}
            </Button>
          </Stack>
        ) : !feed.data ? (
          <Text role="status" c="dimmed">
            {t('notifications.fetching')}
          </Text>
        ) : items.length === 0 ? (
          <Text c="dimmed">{t('notifications.empty')}</Text>
        ) : (
          <Paper withBorder radius="md">
            <ul style={{ margin: 0, padding: 0 }} data-testid="notification-page-list">
              {items.map((item) => (
                <NotificationRow key={item.Id} item={item} />
              ))}
            </ul>
          </Paper>
        )}
        {feed.hasNextPage && (
          <Button
            variant="default"
            loading={feed.isFetchingNextPage}
            onClick={() => void feed.fetchNextPage()}
          >
            {t('notifications.loadMore')}
          </Button>
        )}
      </Stack>
    </Container>
  );
}
