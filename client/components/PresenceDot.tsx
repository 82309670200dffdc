// A person's live online status as a small dot with a text alternative.
import { Box } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function PresenceDot({ name, online }: { name: string; online: boolean }) {
  const { t } = useTranslation();
  const label = t(online ? 'messages.onlineState' : 'messages.offlineState', { name });
  return (
    <Box
      role="img"
      aria-label={label}
      title={label}
      data-online={online}
      w={10}
      h={10}
      style={{
        borderRadius: '50%',
        flex: 'none',
        background: online ? 'var(--mantine-color-green-7)' : 'var(--mantine-color-gray-6)',
      }}
    />
  );
}
