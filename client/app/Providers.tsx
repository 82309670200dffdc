// Everything the app runs inside: the store, Mantine (theme, color scheme, toasts) and i18n.
import { MantineProvider } from '@mantine/core';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import i18n from '../base/i18n';
import { makeStore } from '../base/store';
import { cssVariablesResolver, theme } from '../base/theme';
import { darkModeColorSchemeManager } from './colorScheme';

const ToastHost = lazy(() => import('./ToastHost'));

export function Providers({ children }: { children: ReactNode }) {
  const [store] = useState(() => makeStore());
  const [colorSchemeManager] = useState(darkModeColorSchemeManager);
  return (
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
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
      </I18nextProvider>
    </Provider>
  );
}
