// The checklist's steps, each a link to where it is done, ticked as the server says.
import { Anchor, Group, List, Text, ThemeIcon } from '@mantine/core';
import { IconCheck, IconCircleDashed } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Checklist } from '../../../shared/calls/settings';
import { stepLink } from './checklistSteps';

export function ChecklistSteps({ checklist }: { checklist: Checklist }) {
  const { t } = useTranslation();
  return (
    <List spacing="sm" listStyleType="none" aria-label={t('school.checklist.title')}>
      {checklist.steps.map((step) => (
        <List.Item
          key={step.key}
          data-step={step.key}
          data-done={step.done}
          icon={
            <ThemeIcon
              color={step.done ? 'teal.9' : 'gray.7'}
              variant={step.done ? 'filled' : 'light'}
              radius="xl"
              size={24}
            >
              {step.done ? (
                <IconCheck size={16} aria-hidden="true" />
              ) : (
                <IconCircleDashed size={16} aria-hidden="true" />
              )}
            </ThemeIcon>
          }
        >
          <Group gap="xs">
            <Anchor component={Link} to={stepLink(step.key)} td={step.done ? 'line-through' : undefined}>
              {t(`school.checklist.steps.${step.key}`)}
            </Anchor>
            <Text size="sm" c="dimmed">
              {t(step.done ? 'school.checklist.done' : 'school.checklist.todo')}
            </Text>
          </Group>
        </List.Item>
      ))}
    </List>
  );
}
