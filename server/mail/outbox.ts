// The mail outbox: a mail is a row written in the same transaction as the change that causes
// it (a reset code and its mail commit together or not at all), and a sender delivers it after
// commit. A failed delivery is tried again with growing pauses and logged each time; after the
// last try the row is marked failed and logged as an error. Every node runs a sender; a claim
// (the row leased to one node) makes each mail go out once. The statements are in outboxRows.ts,
// the sending rounds in outboxSender.ts.
import type { FastifyBaseLogger } from 'fastify';
import type { Locale } from '../../shared/site';
import type { Database, Db } from '../db/database';
import type { RunWork, Work } from '../db/unitOfWork';
import { type AttachmentMakers, createAttachmentMakers } from './attachments';
import type { MailTransport } from './mailer';
import { insertMail, type OutboxStats, outboxStats } from './outboxRows';
import { createSender } from './outboxSender';
import { PLAIN_BRAND, renderMail } from './templates/render';
import type { MailBrand, MailTemplate } from './templates/types';

/** Reads the school's branding as it stands (in the caller's transaction when given one). */
export type BrandReader = (q?: Db) => Promise<MailBrand>;

export interface Outbox {
  /**
   * Writes the mail in this unit of work; it is sent after the commit. `attachment` names a
   * document made when it goes out (attachments.ts). Answers the mail's id.
   */
  queue(w: Work, to: string, locale: Locale, template: MailTemplate, attachment?: string): Promise<number>;
  /** The features that make the documents mails carry. */
  readonly attachments: AttachmentMakers;
  /** Where mails read the school's name, sender, footer and colour (the settings feature). */
  useBrand(read: BrandReader): void;
  /**
   * Sends one mail now, outside the outbox, and rejects with the mail server's reason when it
   * is not taken (the head's test of the mail settings).
   */
  sendNow(to: string, locale: Locale, template: MailTemplate): Promise<void>;
  /** Sends what is due now (or once more after the round under way); resolves when done. */
  deliverDue(): Promise<void>;
  start(): void;
  /** Stops the sender and waits for a round under way. */
  stop(): Promise<void>;
  /** Mails waiting to go (pending, in a pause between tries too) and given up (metrics). */
  stats(): Promise<OutboxStats>;
}

export type { OutboxStats } from './outboxRows';

export interface OutboxDeps {
  database: Database;
  work: RunWork;
  transport: MailTransport;
  clock: () => number;
  log: FastifyBaseLogger;
}

export function createOutbox(deps: OutboxDeps): Outbox {
  const { database, transport, clock, log } = deps;
  const attachments = createAttachmentMakers();
  let readBrand: BrandReader = async () => PLAIN_BRAND;
  const sender = createSender({
    ...deps,
    attachments,
    senderName: async () => (await readBrand()).senderName,
  });

  return {
    attachments,
    useBrand(read) {
      readBrand = read;
    },
    async sendNow(to, locale, template) {
      const brand = await readBrand();
      const mail = renderMail(template, locale, brand);
      await transport.deliver({ to, ...mail, fromName: brand.senderName });
      log.info({ to, subject: mail.subject, kind: template.name, transport: transport.kind }, 'mail sent');
    },
    async queue(w, to, locale, template, attachment) {
      const mail = renderMail(template, locale, await readBrand(w.tx));
      const id = await insertMail(w.tx, {
        ToAddress: to,
        Subject: mail.subject,
        Template: template.name,
        Locale: locale,
        Body: mail.text,
        Html: mail.html,
        Attachment: attachment ?? null,
        Transport: transport.kind,
        Status: 'pending',
        NextAttemptAt: w.now,
        CreatedAt: w.now,
      });
      w.afterCommit(sender.kick);
      return id;
    },
    deliverDue: sender.deliverDue,
    stats: () => outboxStats(database.read, clock()),
    start: sender.start,
    async stop() {
      await sender.stop();
      transport.close();
    },
  };
}
