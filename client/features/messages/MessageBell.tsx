// The message bell of the top bar (SPEC §2, §4): the unread count, live from pushes, and on click
// the message list. The list's code loads on first open; opening it marks the messages opened.
import { ActionIcon, Indicator, Popover, Text } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { unopenedOf } from './messageCache';
import { useGetInboxInfiniteQuery } from './messagesApi';

const MessageList = lazy(() => import('./MessageList'));

export default function MessageBell() {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const { data } = useGetInboxInfiniteQuery();
  const count = unopenedOf(data);
  const label = count > 0 ? t('messages.bellUnread', { count }) : t('messages.bell');

  return (
    <Indicator
      label={count > 99 ? '99+' : count}
      disabled={count === 0}
      size={18}
      offset={6}
      color="red.8"
      data-testid="message-count"
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
        <Popover.Dropdown p={0} aria-label={t('messages.listTitle')}>
          {opened && (
            <Suspense
              fallback={
                <Text p="md" c="dimmed" size="sm">
                  {t('messages.fetching')}
                </Text>
              }
            >
              <MessageList onOpenMessage={() => setOpened(false)} />
            </Suspense>
          )}
        </Popover.Dropdown>
      </Popover>
    </Indicator>
  );
}
