// The framed card the account pages (sign in, sign up, password recovery) sit in.
import { Container, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface AuthCardProps {
  title: string;
  intro?: string;
  children: ReactNode;
}

export function AuthCard({ title, intro, children }: AuthCardProps) {
  return (
    <Container size={460} py="xl">
      <Paper withBorder shadow="sm" radius="lg" p={{ base: 'lg', sm: 'xl' }}>
        <Stack gap="lg">
          <Stack gap={4}>
            <Title order={1} size="h2">
              {title}
            </Title>
            {intro && <Text c="dimmed">{intro}</Text>}
          </Stack>
          {children}
        </Stack>
      </Paper>
    </Container>
  );
}
