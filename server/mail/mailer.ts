// Outgoing mail through nodemailer. Without SMTP settings each mail is written as an .eml file
// under the data dir (the embedded setup); with them it goes by SMTP. Every mail gets an outbox
// row operators can see.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { AppConfig } from '../config';
import type { Database } from '../db/database';
import { mailOutbox } from '../db/tables';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

export function createMailer(config: AppConfig, database: Database, clock: () => number): Mailer {
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
    async send(mail) {
      const info = await transport.sendMail({ from: config.mailFrom, ...mail });
      let filePath: string | null = null;
      if (!smtp) {
        await fs.mkdir(mailDir, { recursive: true });
        const stamp = new Date(clock()).toISOString().replace(/[:.]/g, '-');
        filePath = path.join(mailDir, `${stamp}-${randomBytes(4).toString('hex')}.eml`);
        await fs.writeFile(filePath, (info as { message: Buffer }).message);
      }
      await database.transaction(async (tx) => {
        await tx.insert(mailOutbox).values({
          ToAddress: mail.to,
          Subject: mail.subject,
          Transport: smtp ? 'smtp' : 'file',
          FilePath: filePath,
          CreatedAt: new Date(clock()).toISOString(),
        });
      });
    },
    close() {
      transport.close();
    },
  };
}
