// "My students" for coaches and staff: every student of their courses with a live online dot,
// when they were last seen, how many of their messages are unread, and a way into the chat.
import {
  Avatar,
  Badge,
  Button,
  Container,
  Group,
  Stack,
  Table,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../base/hooks';
import { formatMessageDate } from '../../components/messageDates';
import { PageLoader } from '../../components/PageLoader';
import { PresenceDot } from '../../components/PresenceDot';
import type { PageProps } from '../../components/page';
import { StatePanel, StateText } from '../../components/StatePanel';
import { selectSessionUser } from '../../session/sessionUser';
import { flattenMessages } from './messageCache';
import { type Contact, useGetContactsQuery, useGetInboxInfiniteQuery } from './messagesApi';
import { chatOpened, selectPresence } from './messagesSlice';
import { initialsOf, personName } from './rules';
import { usePresenceWatch } from './usePresence';

/** Unread messages per sender among the stored ones (all of them: the list loads up to the cap). */
function useUnreadBySender(): Map<number, number> {
  const me = useAppSelector(selectSessionUser)?.Id ?? null;
  const inbox = useGetInboxInfiniteQuery();
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = inbox;
  useEffect(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);
  const pages = inbox.data?.pages;
  return useMemo(() => {
    const counts = new Map<number, number>();
    for (const message of flattenMessages(pages ?? []))
      if (message.ToUserId === me && message.ShowedDate === null)
        counts.set(message.FromUserId, (counts.get(message.FromUserId) ?? 0) + 1);
    return counts;
  }, [pages, me]);
}

function StudentRow({ student, unread }: { student: Contact; unread: number }) {
  const { t, i18n } = useTranslation();
  const dispatch = useAppDispatch();
  const live = useAppSelector(selectPresence)[student.UserId];
  const online = live?.Online ?? student.Online;
  const lastSeen = live ? live.LastSeen : student.LastSeen;
  const name = personName(student);
  const openChat = () =>
    dispatch(
      chatOpened({ kind: 'person', userId: student.UserId, name, courseId: null, coursePartId: null }),
    );
  const seen = lastSeen ? formatMessageDate(lastSeen, t, i18n.language) : t('messages.lastSeenNever');
  return (
    <Table.Tr data-testid={`student-${student.UserId}`}>
      <Table.Td>
        <UnstyledButton onClick={openChat} aria-label={t('messages.openChat', { name })}>
          <Group gap="sm" wrap="nowrap">
            {/* On a phone the initials would take the room the Unread column needs. */}
            <Avatar radius="xl" color="indigo" aria-hidden="true" visibleFrom="xs">
              {initialsOf(student)}
            </Avatar>
            {/* A name of one long word breaks rather than widening the table past the screen. */}
            <Text fw={600} c="var(--mantine-color-anchor)" style={{ overflowWrap: 'anywhere' }}>
              {name}
            </Text>
          </Group>
        </UnstyledButton>
      </Table.Td>
      <Table.Td>
        <Group gap="xs" wrap="nowrap">
          <PresenceDot name={name} online={online} />
          <Text size="sm" data-testid="presence-text">
            {t(online ? 'messages.online' : 'messages.offline')}
          </Text>
        </Group>
        {/* Phones have no Last seen column (the Unread column stays on screen): it shows here. */}
        <Text size="xs" c="dimmed" hiddenFrom="sm">
          {seen}
        </Text>
      </Table.Td>
      <Table.Td visibleFrom="sm">
        <Text size="sm" c="dimmed">
          {seen}
        </Text>
      </Table.Td>
      <Table.Td visibleFrom="sm">
        <Text size="sm" data-testid="student-streak">
          {t('messages.streakDays', { count: student.Streak ?? 0 })}
        </Text>
      </Table.Td>
      <Table.Td>
        {unread > 0 ? (
          <Badge color="red.8" aria-label={t('messages.unreadMessages', { count: unread })}>
            {unread}
          </Badge>
        ) : (
          <Text size="sm" c="dimmed" aria-label={t('messages.unreadMessages', { count: 0 })}>
            0
          </Text>
        )}
      </Table.Td>
    </Table.Tr>
  );
}

export default function MyStudentsPage({ titleKey }: PageProps) {
  const { t } = useTranslation();
  const title = t(`pages.${titleKey}`);
  const contacts = useGetContactsQuery();
  const students = contacts.data ?? [];
  usePresenceWatch(students.map((student) => student.UserId));
  const unread = useUnreadBySender();

  if (contacts.isLoading) return <PageLoader />;
  if (contacts.isError || !contacts.data)
    return (
      <StatePanel
        icon={<IconUsers size={34} />}
        title={title}
        actions={<Button onClick={() => void contacts.refetch()}>{t('messages.retry')}</Button>}
      >
        <StateText>{t('messages.studentsLoadFailed')}</StateText>
      </StatePanel>
    );
  if (students.length === 0)
    return (
      <StatePanel icon={<IconUsers size={34} />} title={title}>
        <StateText>{t('messages.noStudents')}</StateText>
      </StatePanel>
    );

  return (
    <Container size="md" py="md">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>{title}</Title>
          <Text c="dimmed">{t('messages.myStudentsIntro')}</Text>
        </Stack>
        <Table.ScrollContainer minWidth={300}>
          <Table verticalSpacing="sm" highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('messages.student')}</Table.Th>
                <Table.Th>{t('messages.status')}</Table.Th>
                <Table.Th visibleFrom="sm">{t('messages.lastSeen')}</Table.Th>
                <Table.Th visibleFrom="sm">{t('messages.streak')}</Table.Th>
                <Table.Th>{t('messages.unreadCount')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {students.map((student) => (
                <StudentRow key={student.UserId} student={student} unread={unread.get(student.UserId) ?? 0} />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Stack>
    </Container>
  );
}
