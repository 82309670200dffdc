// Mail in the journeys: without SMTP the outbox writes each mail as an .eml file in the server's
// data folder; a journey reads the newest link of a kind sent to an address.
import fs from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import { mailDir } from './servers';

/** The newest link matching `pattern` in mail to `email`, waiting for the mail to be written. */
export async function mailedLink(email: string, pattern: RegExp, dir = mailDir('academy')): Promise<string> {
  let link: string | null = null;
  await expect
    .poll(() => {
      const files = fs.existsSync(dir) ? fs.readdirSync(dir).sort().reverse() : [];
      for (const file of files) {
        // Quoted-printable: join soft line breaks and decode "=".
        const text = fs
          .readFileSync(path.join(dir, file), 'utf8')
          .replace(/=\r?\n/g, '')
          .replace(/=3D/g, '=');
        if (!text.includes(email)) continue;
        link = pattern.exec(text)?.[0] ?? null;
        if (link) return true;
      }
      return false;
    })
    .toBe(true);
  return link as unknown as string;
}

export const VERIFY_LINK = /https?:\/\/[^\s"<>]*\/verify-email\?code=[\w-]+/;
export const RESET_LINK = /https?:\/\/[^\s"<>]*\/password-recovery\/[\w-]+/;
