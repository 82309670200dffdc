// Entry point: styles, then (once the UI language's texts are ready) the app in its providers.
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { Providers } from './app/Providers';
import { installChunkRecovery } from './base/chunkErrors';
import { i18nReady } from './base/i18n';

// First: a chunk missing after a deploy reloads onto the new build (base/chunkErrors.ts).
installChunkRecovery();

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');

await i18nReady;

createRoot(container).render(
  <StrictMode>
    <Providers>
      <App />
    </Providers>
  </StrictMode>,
);
