// The card a list page makes new entries in: a heading, the fields, and the submit button with a
// plus at the end (new codes, new webhook endpoints).
import { Button, Card, Group, Stack, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { FormEventHandler, ReactNode } from 'react';

interface CreateFormCardProps {
  title: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  submitLabel: string;
  submitting: boolean;
  /** The fields. */
  children: ReactNode;
}

export function CreateFormCard({ title, onSubmit, submitLabel, submitting, children }: CreateFormCardProps) {
  return (
    <Card withBorder radius="lg" padding="lg">
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="sm">
          <Title order={2} size="h3">
            {title}
          </Title>
          {children}
          <Group justify="flex-end">
            <Button
              type="submit"
              leftSection={<IconPlus size={16} aria-hidden="true" />}
              loading={submitting}
            >
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
