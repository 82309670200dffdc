// Vite builds the browser client from client/ into dist/client, which the server serves.
// The manifest lets scripts/postbuild.ts measure the initial JavaScript a visitor downloads.
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const backend = 'http://127.0.0.1:3000';

export default defineConfig({
  root: 'client',
  plugins: [react()],
  build: {
    outDir: '../dist/client',
    emptyOutDir: true,
    manifest: true,
    target: 'es2022',
    sourcemap: false,
    rolldownOptions: {
      output: {
        // The libraries the first paint needs in one chunk: without this, modules shared with the
        // lazy pages split the start into ~25 tiny requests (and compress worse).
        codeSplitting: {
          groups: [
            { name: 'vendor', test: /node_modules/, tags: ['$initial'] },
            // Our own first-paint modules in one chunk too (JSON texts stay apart: cached alone).
            { name: 'start', test: /[\\/](client|shared)[\\/].*\.tsx?$/, tags: ['$initial'] },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': { target: backend, changeOrigin: false },
      '/socket.io': { target: backend, ws: true, changeOrigin: false },
      '/healthz': { target: backend },
    },
  },
});
