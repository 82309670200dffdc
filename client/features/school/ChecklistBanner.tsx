// For the school's head (type 2) on every page, with the page-wide notices at the bottom of the
// window, until the checklist is done or put away: how far the school is, and the way to the list.
// It follows the same live checklist.
import { Alert, Anchor, Button, Group, Text } from '@mantine/core';
import { IconChecklist } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { progressOf } from './checklistSteps';
import { useDismissChecklistMutation, useGetChecklistQuery } from './schoolApi';

export default function ChecklistBanner() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { data: checklist } = useGetChecklistQuery();
  const [dismiss, dismissing] = useDismissChecklistMutation();
  if (!checklist || checklist.dismissed || pathname === '/school-settings') return null;
  const progress = progressOf(checklist.steps);
  if (progress.complete) return null;
  return (
    <Alert
      // Opaque (the default variant): it floats over the page.
      variant="default"
      radius="md"
      icon={<IconChecklist aria-hidden="true" />}
      role="region"
      aria-label={t('school.checklist.title')}
    >
      <Group justify="space-between" gap="xs">
        <Text size="sm">
          {t('school.checklist.banner', progress)}{' '}
          <Anchor component={Link} to="/school-settings" fw={600}>
            {t('school.checklist.open')}
          </Anchor>
        </Text>
        <Button
          size="compact-sm"
          variant="subtle"
          loading={dismissing.isLoading}
          onClick={() => void dismiss(true)}
        >
          {t('school.checklist.dismiss')}
        </Button>
      </Group>
    </Alert>
  );
}
