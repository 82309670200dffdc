// The signed-in person in the top bar: active company (types above 1; red for admins, orange
// for coaches), XP total, and the name with avatar leading to the profile.
import { Avatar, Badge, Group, Text, UnstyledButton } from '@mantine/core';
import { IconStarFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { isStaffType } from '../../shared/access';
import type { SessionUser } from '../../shared/users';
import { roleColor } from '../components/roleColor';
import { AVATAR_SIZE } from './topBarSizes';

export function CompanyChip({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const name = user.CompanyName ?? t('shell.noCompany');
  return (
    <Badge color={roleColor(user.UserType)} autoContrast size="lg" title={t('shell.company', { name })}>
      {name}
    </Badge>
  );
}

export function XpChip({ total }: { total: number }) {
  const { t } = useTranslation();
  return (
    <Badge
      variant="default"
      size="lg"
      title={t('shell.xpLabel', { count: total })}
      leftSection={<IconStarFilled size={12} color="var(--mantine-color-yellow-6)" aria-hidden="true" />}
    >
      {t('shell.xp', { count: total })}
    </Badge>
  );
}

function initialsOf(user: SessionUser): string {
  return `${user.FirstName.charAt(0)}${user.LastName.charAt(0)}`.toUpperCase();
}

export function UserAvatarLink({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const name = `${user.FirstName} ${user.LastName}`;
  const staffBorder = isStaffType(user.UserType);
  return (
    <UnstyledButton
      component={Link}
      to="/MyProfile"
      aria-label={t('shell.profile', { name })}
      data-testid="top-bar-user"
      style={{ borderRadius: 'var(--mantine-radius-xl)' }}
    >
      <Group gap="xs" wrap="nowrap">
        <Text fw={600} size="sm" visibleFrom="md">
          {name}
        </Text>
        <Avatar
          color="indigo"
          variant="filled"
          radius="xl"
          size={AVATAR_SIZE}
          src={user.Avatar ?? null}
          alt=""
          style={
            staffBorder
              ? { outline: `2px solid var(--mantine-color-${roleColor(user.UserType).replace('.', '-')})` }
              : undefined
          }
        >
          {initialsOf(user)}
        </Avatar>
      </Group>
    </UnstyledButton>
  );
}
