// Who the person is and where their XP stands: the head of /MyProfile.
import { Avatar, Badge, Card, Group, Stack, Text } from '@mantine/core';
import { IconStarFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { SessionUser } from '../../../shared/users';
import { LevelProgress } from './LevelProgress';

export function ProfileSummary({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const name = `${user.FirstName} ${user.LastName}`;
  return (
    <Card withBorder radius="lg" padding="lg">
      <Stack gap="md">
        {/* Wraps on a phone: the XP badge moves below rather than being cut to an ellipsis. */}
        <Group gap="md" wrap="wrap">
          <Avatar color="indigo" variant="filled" radius="xl" size={64} aria-hidden="true">
            {`${user.FirstName.charAt(0)}${user.LastName.charAt(0)}`.toUpperCase()}
          </Avatar>
          <Stack gap={2} style={{ minWidth: 0, flex: '1 1 10rem' }}>
            <Text fw={700} size="xl" style={{ overflowWrap: 'anywhere' }}>
              {name}
            </Text>
            <Text c="dimmed" size="sm" style={{ overflowWrap: 'anywhere' }}>
              {user.Username}
            </Text>
          </Stack>
          <Badge
            ml="auto"
            size="xl"
            variant="default"
            leftSection={
              <IconStarFilled size={14} color="var(--mantine-color-yellow-6)" aria-hidden="true" />
            }
            data-testid="profile-xp"
            style={{ flexShrink: 0 }}
          >
            {t('rewards.dialog.total', { count: user.TotalXp })}
          </Badge>
        </Group>
        {user.CollectXp === 0 ? (
          <Text size="sm" c="dimmed">
            {t('rewards.profile.xpOff')}
          </Text>
        ) : (
          <LevelProgress total={user.TotalXp} />
        )}
      </Stack>
    </Card>
  );
}
