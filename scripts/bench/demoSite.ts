// The signed-in page measurements' shared setup (firstLoad.ts, loadAnatomy.ts): Tonic with the demo
// data serving a built client on a free loopback port, a demo account's sign-in, and the system's
// Chromium with the switches this machine needs.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Browser, chromium } from '@playwright/test';
import { DEMO_PASSWORD } from '../../server/seed/demo';
import { type ChildServer, freePort, startChild } from './children';

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface DemoSite {
  server: ChildServer;
  /** Removes the site's data folder (after stopAllChildren). */
  removeData(): void;
}

/** Tonic on throwaway demo data, serving the built client in `staticDir`. */
export async function startDemoSite(staticDir: string): Promise<DemoSite> {
  if (!fs.existsSync(path.join(staticDir, 'index.html')))
    throw new Error(`No built client in ${staticDir}: run \`npm run build\` first`);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tonic-demo-site-'));
  const port = await freePort();
  const server = await startChild({
    name: 'Tonic',
    script: 'server/main.ts',
    port,
    readyPath: '/healthz',
    fileLimit: 4096,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
      TONIC_SEED: 'demo',
      // A measurement on throwaway data, signed in as the demo accounts.
      TONIC_ALLOW_DEMO_ACCOUNTS: 'true',
      TONIC_DATA_DIR: dataDir,
      TONIC_STATIC_DIR: staticDir,
      TONIC_LOG_LEVEL: 'warn',
      TONIC_LOGIN_RATE_LIMIT: '1000',
      TONIC_PUBLIC_URL: `http://127.0.0.1:${port}`,
    },
  });
  return { server, removeData: () => fs.rmSync(dataDir, { recursive: true, force: true }) };
}

/** A demo account's session token, through the real sign-in call. */
export async function signInDemo(url: string, email: string): Promise<string> {
  const res = await fetch(`${url}/api/backend/login.php`, {
    method: 'POST',
    body: new URLSearchParams({
      req: 'sign_in',
      data: JSON.stringify({ Email: email, Password: DEMO_PASSWORD }),
    }),
  });
  const reply = (await res.json()) as { data?: { token: string } };
  if (!reply.data) throw new Error(`sign-in failed for ${email}`);
  return reply.data.token;
}

/** $CHROMIUM_PATH or the system's Chromium, headless. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
}
