// The framed card the account pages (sign in, sign up, password recovery) sit in. Their intros are
// page texts that type 2 edits in place (ContentArea).
import { Container, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { ContentArea } from '../../components/content/ContentArea';

interface AuthCardProps {
  title: string;
  intro?: string;
  /** Makes the intro an editable page text under this key, with `intro` as its default. */
  introKey?: string;
  children: ReactNode;
}

export function AuthCard({ title, intro, introKey, children }: AuthCardProps) {
  return (
    <Container size={460} py="xl">
      <Paper withBorder shadow="sm" radius="lg" p={{ base: 'lg', sm: 'xl' }}>
        <Stack gap="lg">
          <Stack gap={4}>
            {/* Long Swedish compounds break rather than run out of the card on a phone. */}
            <Title order={1} size="h2" style={{ overflowWrap: 'anywhere', hyphens: 'auto' }}>
              {title}
            </Title>
            {intro &&
              (introKey ? (
                <Text c="dimmed" component="div">
                  <ContentArea contentKey={introKey} defaultContent={intro} />
                </Text>
              ) : (
                <Text c="dimmed">{intro}</Text>
              ))}
          </Stack>
          {children}
        </Stack>
      </Paper>
    </Container>
  );
}
