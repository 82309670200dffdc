// How a mail leaves: nodemailer over SMTP when it is configured, else an .eml file under the
// data dir (the embedded setup). The outbox (outbox.ts) decides when; this only delivers.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { AppConfig } from '../config';
import type { MailAttachment } from './attachments';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string | null;
  /** The sender's display name (the school's branding); null: SMTP_FROM as configured. */
  fromName?: string | null;
  attachments?: MailAttachment[];
}

/** The address part of a configured sender ("Name" <a@b> or a@b). */
function senderAddress(from: string): string {
  return /<([^<>]+)>\s*$/.exec(from)?.[1] ?? from.trim();
}

export interface MailTransport {
  kind: 'smtp' | 'file';
  /** Resolves once the SMTP server has taken the mail (or the file is written). */
  deliver(mail: OutgoingMail): Promise<{ filePath: string | null }>;
  close(): void;
}

export function createMailTransport(config: AppConfig, clock: () => number): MailTransport {
  const smtp = config.smtp;
  const transport = smtp
    ? nodemailer.createTransport({
        host: smtp.host,
        port: smtp.port,
        secure: smtp.secure,
        auth: smtp.user ? { user: smtp.user, pass: smtp.pass ?? '' } : undefined,
      })
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const mailDir = path.join(config.dataDir, 'mail');

  return {
    kind: smtp ? 'smtp' : 'file',
    async deliver(mail) {
      const info = await transport.sendMail({
        from: mail.fromName
          ? { name: mail.fromName, address: senderAddress(config.mailFrom) }
          : config.mailFrom,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        ...(mail.html !== null && { html: mail.html }),
        ...(mail.attachments && {
          attachments: mail.attachments.map((a) => ({
            filename: a.filename,
            content: Buffer.from(a.content),
            contentType: a.contentType,
          })),
        }),
      });
      if (smtp) return { filePath: null };
      await fs.mkdir(mailDir, { recursive: true });
      const stamp = new Date(clock()).toISOString().replace(/[:.]/g, '-');
      const filePath = path.join(mailDir, `${stamp}-${randomBytes(4).toString('hex')}.eml`);
      await fs.writeFile(filePath, (info as { message: Buffer }).message);
      return { filePath };
    },
    close() {
      transport.close();
    },
  };
}
