// The outbox's sender: every node polls for due mails and delivers them one claim at a time.
// Rounds never overlap on a node; a kick during a round (a mail just queued) asks for one more.
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database';
import type { RunWork } from '../db/unitOfWork';
import { createRoundWorker } from '../ops/roundWorker';
import type { AttachmentMakers } from './attachments';
import type { MailTransport } from './mailer';
import { claimMail, dueMailIds, isLastTry, markSent, markTryFailed, type OutboxRow } from './outboxRows';

/** How often each node looks for mail whose pause is over. */
const POLL_MS = 2_000;
const BATCH = 20;

export interface SenderDeps {
  database: Database;
  work: RunWork;
  transport: MailTransport;
  clock: () => number;
  log: FastifyBaseLogger;
  attachments: AttachmentMakers;
  /** The sender's name as the school's branding has it now. */
  senderName: () => Promise<string | null>;
}

export interface Sender {
  /** Sends what is due now (or once more after the round under way); resolves when done. */
  deliverDue(): Promise<void>;
  /** Asks for a round now (a failure is logged). */
  kick(): void;
  start(): void;
  /** Stops polling and waits for a round under way. */
  stop(): Promise<void>;
}

export function createSender(deps: SenderDeps): Sender {
  const { database, work, transport, clock, log, attachments } = deps;

  /** Delivers one claimed mail, or records the failed try. */
  async function deliver(row: OutboxRow, fromName: string | null): Promise<void> {
    try {
      const { filePath } = await transport.deliver({
        to: row.ToAddress,
        subject: row.Subject,
        text: row.Body,
        html: row.Html,
        fromName,
        ...(row.Attachment && { attachments: [await attachments.make(row.Attachment)] }),
      });
      await work((w) => markSent(w, row.Id, filePath));
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
    } catch (error) {
      const fields = { err: error, mailId: row.Id, attempts: row.Attempts, template: row.Template };
      if (isLastTry(row.Attempts)) log.error(fields, 'mail given up after its last try');
      else log.warn(fields, 'mail not sent; it will be tried again');
      await work((w) => markTryFailed(w, row.Id, row.Attempts, error));
    }
  }

  /** One round: the due mails, each claimed then sent. Never asks for more at once: the timer does. */
  async function deliverOnce(): Promise<boolean> {
    const due = await dueMailIds(database.read, new Date(clock()).toISOString(), BATCH);
    // The sender's name as it is now: a renamed school's queued mails leave under the new name.
    const fromName = due.length > 0 ? await deps.senderName() : null;
    for (const id of due) {
      if (worker.stopped) break;
      const row = await work((w) => claimMail(w, id));
      if (row) await deliver(row, fromName);
    }
    return false;
  }

  const worker = createRoundWorker({
    pollMs: POLL_MS,
    round: deliverOnce,
    onError: (error) => log.error({ err: error }, 'mail outbox round failed'),
  });

  return { deliverDue: worker.run, kick: worker.kick, start: worker.start, stop: worker.stop };
}
