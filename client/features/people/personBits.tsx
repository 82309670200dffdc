// Small pieces the people pages share: a user type badge in the spec's colours (SPEC §6: red for
// admins, orange for coaches) and the live presence with last seen.
import { Badge, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatMessageDate } from '../../components/messageDates';
import { PresenceDot } from '../../components/PresenceDot';
import { roleColor } from '../../components/roleColor';
import { usePresenceFor } from '../messages';

export function UserTypeBadge({ type }: { type: number }) {
  const { t } = useTranslation();
  const known = type === 1 || type === 2 || type === 8;
  return (
    <Badge color={roleColor(type)} autoContrast>
      {known ? t(`people.types.${String(type) as '1' | '2' | '8'}`) : String(type)}
    </Badge>
  );
}

/** Online now (pushed live), or when the person was last seen. */
export function LastSeen({
  user,
}: {
  user: { Id: number; FirstName: string; LastName: string; LastSeen: string | null };
}) {
  const { t, i18n } = useTranslation();
  const live = usePresenceFor(user.Id);
  const online = live?.Online ?? false;
  const seen = live ? live.LastSeen : user.LastSeen;
  return (
    <Group gap={6} wrap="nowrap">
      <PresenceDot name={`${user.FirstName} ${user.LastName}`} online={online} />
      <Text size="sm" c={online ? undefined : 'dimmed'}>
        {online ? t('people.online') : seen ? formatMessageDate(seen, t, i18n.language) : t('people.never')}
      </Text>
    </Group>
  );
}
