// Asks before a resource is removed (Yes/No, like the product's other confirmations).
import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Resource } from './publicSiteApi';

interface Props {
  resource: Resource | null;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

export function RemoveResourceDialog({ resource, busy, onConfirm, onCancel }: Props) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={resource !== null}
      onClose={onCancel}
      title={t('publicSite.resources.removeTitle')}
      closeButtonProps={{ 'aria-label': t('publicSite.close') }}
      centered
    >
      <Text>{t('publicSite.resources.removeConfirm', { title: resource?.Title ?? '' })}</Text>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onCancel}>
          {t('publicSite.no')}
        </Button>
        <Button color="red" onClick={onConfirm} loading={busy}>
          {t('publicSite.yes')}
        </Button>
      </Group>
    </Modal>
  );
}
