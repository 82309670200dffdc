// One notification as the bell and the page list it: what happened, when, read or not. Choosing
// it reads it (on every device) and goes where it points: the chat, the part, the task.
import { Box, Group, Text, UnstyledButton } from '@mantine/core';
import dayjs from 'dayjs';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { Notification } from '../../../shared/entities/notification';
import { useAppDispatch } from '../../base/hooks';
import { chatOpened } from '../messages';
import { useMarkNotificationsReadMutation } from './notificationsApi';

function when(at: string, language: string): string {
  return new Date(at).toLocaleString(language === 'sv' ? 'sv-SE' : 'en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
}

/** The line that says what happened. */
export function notificationText(n: Notification, t: TFunction, language: string): string {
  switch (n.Type) {
    case 'message':
      return n.Payload.FromUserId < 1
        ? t('notifications.messageSystem')
        : t('notifications.message', { name: n.Payload.FromName });
    case 'grade':
      return t(n.Payload.Passed ? 'notifications.gradePassed' : 'notifications.gradeFailed', {
        score: n.Payload.Score,
      });
    case 'achievement':
      return t('notifications.achievement', {
        title: language === 'sv' && n.Payload.Title_sv ? n.Payload.Title_sv : n.Payload.Title,
      });
    case 'certificate':
      return t('notifications.certificate', { code: n.Payload.Code });
    case 'booking':
      return t(
        n.Payload.Change === 'booked' ? 'notifications.bookingBooked' : 'notifications.bookingCancelled',
        {
          name: n.Payload.WithName,
          when: when(n.Payload.StartsAt, language),
        },
      );
    case 'streak': {
      const key = {
        extended: 'notifications.streakExtended',
        freeze_used: 'notifications.streakFreezeUsed',
        broken: 'notifications.streakBroken',
        won_back: 'notifications.streakWonBack',
      } as const;
      return t(key[n.Payload.Change], { count: n.Payload.Streak });
    }
    case 'goal':
      return t('notifications.goal', { today: n.Payload.TodayXp, goal: n.Payload.GoalXp });
    case 'task':
      return t('notifications.task', { description: n.Payload.Description });
  }
}

/** Where choosing it goes: a path, or null when it points nowhere but the feed. */
function pathOf(n: Notification): string | null {
  switch (n.Type) {
    case 'grade':
      return `/course/${n.Payload.CourseId}/post/${n.Payload.CoursePartId}`;
    case 'certificate':
      return `/verify/${encodeURIComponent(n.Payload.Code)}`;
    case 'task':
      return `/Tasks/${n.Payload.TaskId}`;
    case 'achievement':
    case 'streak':
    case 'goal':
      return '/MyProfile';
    default:
      return null;
  }
}

export function NotificationRow({ item, onChosen }: { item: Notification; onChosen?: () => void }) {
  const { t, i18n } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [markRead] = useMarkNotificationsReadMutation();
  const text = notificationText(item, t, i18n.language);

  const choose = () => {
    if (!item.Read) void markRead({ Ids: [item.Id] });
    if (item.Type === 'message' && item.Payload.FromUserId > 0)
      dispatch(
        chatOpened({
          kind: 'person',
          userId: item.Payload.FromUserId,
          name: item.Payload.FromName,
          courseId: null,
          coursePartId: null,
        }),
      );
    const path = pathOf(item);
    if (path) navigate(path);
    onChosen?.();
  };

  return (
    <Box
      component="li"
      style={{ listStyle: 'none', borderBottom: '1px solid var(--mantine-color-default-border)' }}
    >
      <UnstyledButton onClick={choose} w="100%" p="sm" data-read={item.Read} aria-describedby={undefined}>
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <Box
            mt={6}
            w={8}
            h={8}
            style={{ borderRadius: 4, flex: 'none' }}
            bg={item.Read ? 'transparent' : 'blue.7'}
            role={item.Read ? undefined : 'img'}
            aria-label={item.Read ? undefined : t('notifications.unread')}
          />
          <Box style={{ minWidth: 0 }}>
            <Text size="sm" fw={item.Read ? 400 : 600}>
              {text}
            </Text>
            <Text size="xs" c="dimmed">
              {dayjs(item.At).isValid() ? when(item.At, i18n.language) : item.At}
            </Text>
          </Box>
        </Group>
      </UnstyledButton>
    </Box>
  );
}
