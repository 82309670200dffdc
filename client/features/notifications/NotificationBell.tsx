// The top bar's bell (in the shell's chunk): the unread count of the person's feed, live on every
// device, and on click the feed with "Mark all read" and "See all" (its code loads on first open).
import { ActionIcon, Indicator, Popover, Text } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { unreadOf } from './feedCache';
import { useGetNotificationsInfiniteQuery } from './notificationsApi';

const NotificationFeed = lazy(() => import('./NotificationFeed'));

export default function NotificationBell({
  messages,
}: {
  /** The messages list for the dropdown's second tab, given the way to close the dropdown. */
  messages: (close: () => void) => ReactNode;
}) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const { data } = useGetNotificationsInfiniteQuery();
  const count = unreadOf(data);
  const label = count > 0 ? t('notifications.bellUnread', { count }) : t('notifications.bell');
  const close = () => setOpened(false);

  return (
    <Indicator
      label={count > 99 ? '99+' : count}
      disabled={count === 0}
      size={18}
      offset={6}
      color="red.8"
      data-testid="notification-count"
      zIndex={1}
    >
      <Popover
        opened={opened}
        onChange={setOpened}
        position="bottom-end"
        width={380}
        shadow="md"
        withArrow
        trapFocus
        returnFocus
      >
        <Popover.Target>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            aria-label={label}
            onClick={() => setOpened((open) => !open)}
          >
            <IconBell size={20} aria-hidden="true" />
          </ActionIcon>
        </Popover.Target>
        <Popover.Dropdown p={0} aria-label={t('notifications.title')}>
          {opened && (
            <Suspense
              fallback={
                <Text p="md" c="dimmed" size="sm">
                  {t('notifications.fetching')}
                </Text>
              }
            >
              <NotificationFeed onClose={close} messages={messages(close)} />
            </Suspense>
          )}
        </Popover.Dropdown>
      </Popover>
    </Indicator>
  );
}
