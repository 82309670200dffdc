// The mail outbox: a mail is a row written in the same transaction as the change that causes
// it (a reset code and its mail commit together or not at all), and a sender delivers it after
// commit. A failed delivery is tried again with growing pauses and logged each time; after the
// last try the row is marked failed and logged as an error. Every node runs a sender; a claim
// (the row leased to one node) makes each mail go out once.
import { and, asc, count, eq, inArray, isNull, lte, min, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Locale } from '../../shared/site';
import { messageOf } from '../../shared/thrown';
import type { Database, Db } from '../db/database';
import { mailOutbox } from '../db/tables';
import type { RunWork, Work } from '../db/unitOfWork';
import { type AttachmentMakers, createAttachmentMakers } from './attachments';
import type { MailTransport } from './mailer';
import { PLAIN_BRAND, renderMail } from './templates/render';
import type { MailBrand, MailTemplate } from './templates/types';

/** Reads the school's branding as it stands (in the caller's transaction when given one). */
export type BrandReader = (q?: Db) => Promise<MailBrand>;

/** Pauses after the 1st, 2nd, ... failed try; after the last one the mail is given up. */
export const RETRY_DELAYS_MS = [30_000, 120_000, 600_000, 3_600_000, 6 * 3_600_000];
/** A claimed mail is this node's until then: a node that dies mid-send frees it by itself. */
const LEASE_MS = 120_000;
/** How often each node looks for mail whose pause is over. */
const POLL_MS = 2_000;
const BATCH = 20;

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
  /** Sends what is due now; resolves with how many were sent. */
  deliverDue(): Promise<number>;
  start(): void;
  /** Stops the sender and waits for a round under way. */
  stop(): Promise<void>;
  /** Mails waiting to go (pending, in a pause between tries too) and given up (metrics). */
  stats(): Promise<OutboxStats>;
}

export interface OutboxStats {
  waiting: number;
  failed: number;
  /** Age of the oldest waiting mail; 0 when none waits. */
  oldestWaitingSeconds: number;
}

export interface OutboxDeps {
  database: Database;
  work: RunWork;
  transport: MailTransport;
  clock: () => number;
  log: FastifyBaseLogger;
}

export function createOutbox(deps: OutboxDeps): Outbox {
  const { database, work, transport, clock, log } = deps;
  const iso = (ms: number) => new Date(ms).toISOString();
  let timer: NodeJS.Timeout | null = null;
  let round: Promise<number> | null = null;
  let again = false;
  let stopped = false;
  const attachments = createAttachmentMakers();
  let readBrand: BrandReader = async () => PLAIN_BRAND;

  /** Takes one due mail for this node, or null when another node took it first. */
  async function claim(id: number) {
    return work(async (w) => {
      const [row] = await w.tx
        .update(mailOutbox)
        .set({ Attempts: sql`${mailOutbox.Attempts} + 1`, NextAttemptAt: iso(w.nowMs + LEASE_MS) })
        .where(
          and(
            eq(mailOutbox.Id, id),
            eq(mailOutbox.Status, 'pending'),
            or(isNull(mailOutbox.NextAttemptAt), lte(mailOutbox.NextAttemptAt, w.now)),
          ),
        )
        .returning();
      return row ?? null;
    });
  }

  async function settle(id: number, attempts: number, error: unknown, filePath: string | null) {
    await work(async (w) => {
      if (error === null) {
        await w.tx
          .update(mailOutbox)
          .set({ Status: 'sent', SentAt: w.now, FilePath: filePath, NextAttemptAt: null, LastError: null })
          .where(eq(mailOutbox.Id, id));
        return;
      }
      const pause = RETRY_DELAYS_MS[attempts - 1];
      await w.tx
        .update(mailOutbox)
        .set({
          Status: pause === undefined ? 'failed' : 'pending',
          NextAttemptAt: pause === undefined ? null : iso(w.nowMs + pause),
          LastError: messageOf(error).slice(0, 500),
        })
        .where(eq(mailOutbox.Id, id));
    });
  }

  async function deliverOnce(): Promise<number> {
    const due = await database.read
      .select({ Id: mailOutbox.Id })
      .from(mailOutbox)
      .where(
        and(
          eq(mailOutbox.Status, 'pending'),
          or(isNull(mailOutbox.NextAttemptAt), lte(mailOutbox.NextAttemptAt, iso(clock()))),
        ),
      )
      .orderBy(asc(mailOutbox.Id))
      .limit(BATCH);
    let sent = 0;
    // The sender's name as it is now: a renamed school's queued mails leave under the new name.
    const fromName = due.length > 0 ? (await readBrand()).senderName : null;
    for (const { Id } of due) {
      if (stopped) break;
      const row = await claim(Id);
      if (!row) continue;
      try {
        const { filePath } = await transport.deliver({
          to: row.ToAddress,
          subject: row.Subject,
          text: row.Body,
          html: row.Html,
          fromName,
          ...(row.Attachment && { attachments: [await attachments.make(row.Attachment)] }),
        });
        await settle(row.Id, row.Attempts, null, filePath);
        // One line per mail, without its body: who, what about, which kind.
        log.info(
          {
            mailId: row.Id,
            to: row.ToAddress,
            subject: row.Subject,
            kind: row.Template,
            transport: row.Transport,
          },
          'mail sent',
        );
        sent += 1;
      } catch (error) {
        const last = RETRY_DELAYS_MS[row.Attempts - 1] === undefined;
        const fields = { err: error, mailId: row.Id, attempts: row.Attempts, template: row.Template };
        if (last) log.error(fields, 'mail given up after its last try');
        else log.warn(fields, 'mail not sent; it will be tried again');
        await settle(row.Id, row.Attempts, error, null);
      }
    }
    return sent;
  }

  /** One round at a time; a kick during a round asks for one more. */
  function deliverDue(): Promise<number> {
    if (round) {
      again = true;
      return round;
    }
    round = (async () => {
      let sent = 0;
      do {
        again = false;
        sent += await deliverOnce();
      } while (again && !stopped);
      return sent;
    })().finally(() => {
      round = null;
    });
    return round;
  }

  function kick(): void {
    if (stopped) return;
    deliverDue().catch((error: unknown) => log.error({ err: error }, 'mail outbox round failed'));
  }

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
      const [row] = await w.tx
        .insert(mailOutbox)
        .values({
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
        })
        .returning({ Id: mailOutbox.Id });
      w.afterCommit(kick);
      if (!row) throw new Error('mail not queued');
      return row.Id;
    },
    deliverDue,
    async stats() {
      const rows = await database.read
        .select({ Status: mailOutbox.Status, n: count(), oldest: min(mailOutbox.CreatedAt) })
        .from(mailOutbox)
        .where(inArray(mailOutbox.Status, ['pending', 'failed']))
        .groupBy(mailOutbox.Status);
      const pending = rows.find((r) => r.Status === 'pending');
      const oldest = pending?.oldest ? Date.parse(pending.oldest) : null;
      return {
        waiting: Number(pending?.n ?? 0),
        failed: Number(rows.find((r) => r.Status === 'failed')?.n ?? 0),
        oldestWaitingSeconds: oldest === null ? 0 : Math.max(0, (clock() - oldest) / 1000),
      };
    },
    start() {
      timer = setInterval(kick, POLL_MS);
      timer.unref();
      kick();
    },
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      await round?.catch(() => 0);
      transport.close();
    },
  };
}
