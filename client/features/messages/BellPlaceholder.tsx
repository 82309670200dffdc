// The bell's place in the top bar while its code loads (kept apart, so the shell loads no more).
import { ActionIcon } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export function BellPlaceholder() {
  const { t } = useTranslation();
  return (
    <ActionIcon
      variant="subtle"
      color="gray"
      size="lg"
      bg="transparent"
      disabled
      aria-label={t('shell.notifications')}
    >
      <IconBell size={20} aria-hidden="true" />
    </ActionIcon>
  );
}
