// A quiet sign of the live connection: green when pushes arrive, orange while reconnecting.
import { Box } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../base/hooks';
import { type ConnectionState, selectConnection } from '../realtime/realtimeSlice';

const COLORS: Record<ConnectionState, string> = {
  connected: 'var(--mantine-color-green-7)',
  connecting: 'var(--mantine-color-orange-6)',
  reconnecting: 'var(--mantine-color-orange-6)',
  offline: 'var(--mantine-color-gray-6)',
};

export function ConnectionDot() {
  const { t } = useTranslation();
  const connection = useAppSelector(selectConnection);
  const label = t(`shell.connection.${connection}`);
  return (
    // A native title, not Mantine's Tooltip: that would pull floating-ui into the first bundle.
    <Box
      role="img"
      aria-label={label}
      title={label}
      data-connection={connection}
      w={10}
      h={10}
      style={{ borderRadius: '50%', background: COLORS[connection], flex: 'none' }}
    />
  );
}
