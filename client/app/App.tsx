// Start-up (SPEC §4): learn the settings and site variant, check a stored token, then route.
// Nothing route-dependent renders before both are known, so guards never judge too early.
import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetSettingsQuery } from '../api/settingsApi';
import { readToken } from '../api/token';
import { useAppDispatch, useAppSelector } from '../base/hooks';
import { PageLoader } from '../components/PageLoader';
import { checkStoredToken } from '../features/auth/checkStoredToken';
import { selectSessionStatus } from '../session/sessionSlice';
import { preloadSignedInTools } from '../shell/TopBar';
import { AppRouter } from './router';

function StartFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Center component="main" mih="100vh" p="md">
      <Stack align="center" gap="sm">
        <Title order={1} size="h2">
          {t('app.startFailed')}
        </Title>
        <Text c="dimmed">{t('app.startFailedHint')}</Text>
        <Button onClick={onRetry}>{t('app.retry')}</Button>
      </Stack>
    </Center>
  );
}

export function App() {
  const dispatch = useAppDispatch();
  const settings = useGetSettingsQuery({});
  const sessionStatus = useAppSelector(selectSessionStatus);

  useEffect(() => {
    // Someone is probably signed in: fetch the top bar's signed-in tools while the token is checked.
    if (readToken()) void preloadSignedInTools();
    void dispatch(checkStoredToken());
  }, [dispatch]);

  if (settings.isError && !settings.data) return <StartFailed onRetry={() => void settings.refetch()} />;
  if (!settings.data || sessionStatus === 'checking') return <PageLoader fullScreen />;
  return <AppRouter />;
}
