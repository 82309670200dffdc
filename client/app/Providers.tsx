// Everything the app runs inside: the store (and, for a stored session, its event cursor first),
// Mantine (theme, color scheme, toasts) and i18n.
import { MantineProvider } from '@mantine/core';
import { lazy, type ReactNode, Suspense, useMemo, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { useGetSettingsQuery } from '../api/settingsApi';
import { readToken } from '../api/token';
import i18n from '../base/i18n';
import '../base/racedLoads';
import { makeStore } from '../base/store';
import { brandedTheme, cssVariablesResolver } from '../base/theme';
import { startLearningCursor } from '../realtime/cursor';
import { darkModeColorSchemeManager } from './colorScheme';

const ToastHost = lazy(() => import('./ToastHost'));

export function Providers({ children }: { children: ReactNode }) {
  const [store] = useState(() => {
    const made = makeStore();
    // Probably signed in: the event cursor first, so no call's reply predates it (realtime/cursor.ts).
    if (readToken()) made.dispatch(startLearningCursor());
    return made;
  });
  return (
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <BrandedMantine>{children}</BrandedMantine>
      </I18nextProvider>
    </Provider>
  );
}

/** Mantine with the school's accent colour, which follows its branding live (settings:changed). */
function BrandedMantine({ children }: { children: ReactNode }) {
  const [colorSchemeManager] = useState(darkModeColorSchemeManager);
  // The cache keeps an equal reply's arrays as they were, so the theme changes with the colour only.
  const shades = useGetSettingsQuery({}).data?.accentShades;
  const theme = useMemo(() => brandedTheme(shades), [shades]);
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      colorSchemeManager={colorSchemeManager}
      defaultColorScheme="light"
    >
      <Suspense fallback={null}>
        <ToastHost />
      </Suspense>
      {children}
    </MantineProvider>
  );
}
