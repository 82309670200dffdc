// Vite builds the browser client from client/ into dist/client, which the server serves.
// The manifest lets scripts/postbuild.ts measure the initial JavaScript a visitor downloads.
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
// `.js`: Vite's config loader wants an import's full name.
import { appShellScrollClassNames } from './scripts/scrollClassNames.js';

const backend = 'http://127.0.0.1:3000';

// The shell's after-first-paint parts (the `shell` group below), and the profile page: mostly the
// rewards feature's, it stays in their chunk now that client/app composes it.
const SHELL_PARTS =
  /[\\/]client[\\/]((shell|realtime|features[\\/](messages|rewards|consent|versions|news))[\\/][^\\/]*|app[\\/]pages[\\/]MyProfilePage)\.tsx?$/;

export default defineConfig({
  root: 'client',
  plugins: [react(), appShellScrollClassNames()],
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
            // What lazy pages load, in a few chunks rather than one per component and icon: a
            // signed-in first load was 86-124 requests, most of them chunks of a few hundred bytes.
            // The rich-text editor and the socket client stay apart (large; not every page).
            { name: 'lexical', test: /node_modules[\\/](lexical|@lexical)[\\/]/ },
            {
              name: 'socket',
              test: /node_modules[\\/](socket\.io-client|socket\.io-parser|engine\.io-client|engine\.io-parser|@socket\.io)[\\/]/,
            },
            // Libraries only some lazy pages use, apart from the libraries chunk that every signed-in
            // page loads for the shell, where they cost each first load ~210 kB of script to parse:
            // schemas (admin pages), signed credentials (the verification page), pitch detection
            // (ear training); drag and drop goes with course editing below (every course page loads
            // that chunk: no request more).
            { name: 'schemas', test: /node_modules[\\/]zod[\\/]/ },
            { name: 'credentials', test: /node_modules[\\/]jose[\\/]/ },
            { name: 'pitch', test: /node_modules[\\/](pitchy|fft\.js)[\\/]/ },
            // Charts and the admin data table (and their styles) only for the pages that draw
            // them: the libraries chunk takes every other package first, so the ones they share
            // with the app stay there.
            {
              name: 'libraries',
              test: /node_modules[\\/](?!(@mantine[\\/]charts|mantine-datatable|recharts|d3-[a-z-]+|victory-vendor|decimal\.js-light|es-toolkit|eventemitter3|@dnd-kit)[\\/])/,
            },
            { name: 'tables', test: /node_modules[\\/]mantine-datatable[\\/]/ },
            { name: 'charts', test: /node_modules[\\/](?!@dnd-kit[\\/])/ },
            // The shell's parts after first paint (client/shell/lazyShell.ts): tools, overlays, bell,
            // banners and footer, with the data they keep, in one chunk.
            { name: 'shell', test: SHELL_PARTS },
            // Course pages and course editing (with its drag and drop): each feature's modules together.
            { name: 'courses', test: /[\\/]client[\\/]features[\\/]courses[\\/]/ },
            {
              name: 'editing',
              test: /[\\/](client[\\/]features[\\/]editing|node_modules[\\/]@dnd-kit)[\\/]/,
            },
            // A person's invoices on /MyProfile, with the money, days and countries they share with
            // the books: one chunk, and apart, or the books' group would take them in and bring
            // its charts along.
            {
              name: 'commerce',
              test: /[\\/]client[\\/](components[\\/]commerce[\\/]|features[\\/]invoices[\\/](MyInvoices|invoicesApi|invoiceTitle|InvoiceStatusBadge|downloadInvoice|calls)\.)/,
            },
            // The books (/accounting, the main book, /sp, /oss): one chunk, not one per helper.
            { name: 'accounting', test: /[\\/]client[\\/]features[\\/]accounting[\\/]/ },
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
      '/credentials': { target: backend },
      '/.well-known': { target: backend },
    },
  },
});
