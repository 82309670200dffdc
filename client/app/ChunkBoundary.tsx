// Around a lazily loaded page: a chunk that fails to load (gone after a deploy) reloads the page
// once or, right after such a reload, says so in the page's place while the new-version card
// offers the reload (chunkErrors.ts). Any other error passes on, as before.
import { Button, Center, Stack, Title } from '@mantine/core';
import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isChunkLoadError, isStale, recoverFromMissingChunk } from '../base/chunkErrors';
import { PageLoader } from '../components/PageLoader';

export class ChunkBoundary extends Component<{ children: ReactNode }, { error?: unknown }> {
  override state: { error?: unknown } = {};

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidCatch(error: unknown): void {
    if (!isChunkLoadError(error)) return;
    recoverFromMissingChunk();
    this.forceUpdate();
  }

  override render(): ReactNode {
    const { error } = this.state;
    if (error === undefined) return this.props.children;
    if (!isChunkLoadError(error)) throw error;
    return isStale() ? <PageNotLoaded /> : <PageLoader />;
  }
}

function PageNotLoaded() {
  const { t } = useTranslation();
  return (
    <Center component="section" p="xl">
      <Stack align="center">
        <Title order={1} size="h3">
          {t('app.pageLoadFailed')}
        </Title>
        <Button onClick={() => location.reload()}>{t('app.reload')}</Button>
      </Stack>
    </Center>
  );
}
