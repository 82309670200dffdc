// The head's first-run checklist, at the top of /school-settings: each step ticks itself when the
// school's data shows it done (schoolApi.ts follows the events that can change it). It stays until
// every step is done or the head puts it away (and can be shown again).
import { Button, Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ChecklistSteps } from './ChecklistSteps';
import { progressOf } from './checklistSteps';
import { useDismissChecklistMutation, useGetChecklistQuery } from './schoolApi';

export function ChecklistPanel() {
  const { t } = useTranslation();
  const { data: checklist } = useGetChecklistQuery();
  const [dismiss, dismissing] = useDismissChecklistMutation();
  if (!checklist) return null;
  const progress = progressOf(checklist.steps);

  if (checklist.dismissed)
    return (
      <Group gap="sm">
        <Text size="sm" c="dimmed">
          {t('school.checklist.dismissed')}
        </Text>
        <Button
          variant="default"
          size="compact-sm"
          loading={dismissing.isLoading}
          onClick={() => void dismiss(false)}
        >
          {t('school.checklist.restore')}
        </Button>
      </Group>
    );

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="checklist-title" id="checklist">
      <Stack gap="sm">
        <Title order={2} size="h4" id="checklist-title">
          {t('school.checklist.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('school.checklist.intro')}
        </Text>
        <Text fw={600} aria-live="polite" data-testid="checklist-progress">
          {progress.complete ? t('school.checklist.complete') : t('school.checklist.progress', progress)}
        </Text>
        <Progress value={(progress.done / progress.total) * 100} aria-hidden="true" />
        <ChecklistSteps checklist={checklist} />
        {!progress.complete && (
          <Group>
            <Button variant="default" loading={dismissing.isLoading} onClick={() => void dismiss(true)}>
              {t('school.checklist.dismiss')}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
