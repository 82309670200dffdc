// A centred panel for pages that are a single message: no access, not found.
import { Container, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface StatePanelProps {
  icon: ReactNode;
  title: string;
  /** Shown above the title, e.g. a "Coming soon" badge. */
  eyebrow?: ReactNode;
  children?: ReactNode;
  actions?: ReactNode;
}

export function StatePanel({ icon, title, eyebrow, children, actions }: StatePanelProps) {
  return (
    <Container size="sm" py="xl">
      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} shadow="xs">
        <Stack align="center" gap="md" ta="center">
          <ThemeIcon size={64} radius="xl" variant="light" aria-hidden="true">
            {icon}
          </ThemeIcon>
          {eyebrow}
          <Title order={1} size="h2">
            {title}
          </Title>
          {children && (
            <Stack gap={4} align="center">
              {children}
            </Stack>
          )}
          {actions}
        </Stack>
      </Paper>
    </Container>
  );
}

export function StateText({ children }: { children: ReactNode }) {
  return (
    <Text c="dimmed" maw={440}>
      {children}
    </Text>
  );
}
