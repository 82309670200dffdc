// The new-version card (SPEC §2 "Overlays", §4): checks version.json every 30 s and listens for
// version:available; when another build than the one loaded appears, offers Update (a reload).
// Also shown when a chunk of this build is gone and a reload did not bring it (base/chunkErrors.ts).
import { Button, Group, Paper, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { isStale, STALE_EVENT } from '../../base/chunkErrors';
import { useAppDispatch } from '../../base/hooks';
import { addAppListener } from '../../base/listeners';
import { newVersions } from './realtime';
import {
  type BuildVersion,
  fetchBuildVersion,
  isNewerBuild,
  rememberAppVersion,
  VERSION_CHECK_INTERVAL_MS,
} from './versionCheck';

function subscribeStale(onChange: () => void): () => void {
  addEventListener(STALE_EVENT, onChange);
  return () => removeEventListener(STALE_EVENT, onChange);
}

export default function NewVersionCard() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const running = useRef<BuildVersion | null>(null);
  const [newer, setNewer] = useState<BuildVersion | null>(null);
  const [dismissed, setDismissed] = useState<string | null>(null);
  // An external store: the event may come between this render and a subscribing effect (a chunk
  // boundary's catch in the same commit), and useSyncExternalStore reads it again on subscribing.
  const stale = useSyncExternalStore(subscribeStale, isStale);

  useEffect(() => {
    let stopped = false;
    const consider = (seen: BuildVersion | null) => {
      if (stopped || !seen) return;
      if (running.current === null) {
        running.current = seen;
        rememberAppVersion(seen);
      } else if (isNewerBuild(running.current, seen)) setNewer(seen);
    };
    void fetchBuildVersion().then(consider);
    const timer = setInterval(() => void fetchBuildVersion().then(consider), VERSION_CHECK_INTERVAL_MS);
    const stopListening = dispatch(addAppListener(newVersions(consider)));
    return () => {
      stopped = true;
      clearInterval(timer);
      stopListening();
    };
  }, [dispatch]);

  /** The card stands for the newer build, or for this build's missing chunks. */
  const shown = newer?.hash ?? (stale ? 'stale' : null);
  if (shown === null || dismissed === shown) return null;

  const update = () => {
    if (newer) rememberAppVersion(newer);
    window.location.reload();
  };

  return (
    <Paper
      component="section"
      aria-label={t('siteShell.version.title')}
      withBorder
      shadow="md"
      radius="md"
      p="md"
      maw={360}
      // In the shell's bottom stack of notices, at its right.
      style={{ alignSelf: 'flex-end' }}
      data-testid="new-version-card"
    >
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <IconRefresh size={22} aria-hidden="true" style={{ flexShrink: 0 }} />
        <div>
          <Text fw={600}>{t('siteShell.version.title')}</Text>
          <Text size="sm" c="dimmed">
            {t('siteShell.version.text')}
          </Text>
          <Group gap="xs" mt="sm">
            <Button size="xs" onClick={update}>
              {t('siteShell.version.update')}
            </Button>
            <Button size="xs" variant="default" onClick={() => setDismissed(shown)}>
              {t('siteShell.version.later')}
            </Button>
          </Group>
        </div>
      </Group>
    </Paper>
  );
}
