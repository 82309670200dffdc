// The outbox's sender: every node polls for due mails and delivers them one claim at a time.
// Rounds never overlap on a node; a kick during a round (a mail just queued) asks for one more.
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database';
import type { RunWork } from '../db/unitOfWork';
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
  /** Sends what is due now; resolves with how many were sent. */
  deliverDue(): Promise<number>;
  /** Asks for a round now (a failure is logged). */
  kick(): void;
  start(): void;
  /** Stops polling and waits for a round under way. */
  stop(): Promise<void>;
}

export function createSender(deps: SenderDeps): Sender {
  const { database, work, transport, clock, log, attachments } = deps;
  let timer: NodeJS.Timeout | null = null;
  let round: Promise<number> | null = null;
  let again = false;
  let stopped = false;

  /** Delivers one claimed mail; true when it went. */
  async function deliver(row: OutboxRow, fromName: string | null): Promise<boolean> {
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
      return true;
    } catch (error) {
      const fields = { err: error, mailId: row.Id, attempts: row.Attempts, template: row.Template };
      if (isLastTry(row.Attempts)) log.error(fields, 'mail given up after its last try');
      else log.warn(fields, 'mail not sent; it will be tried again');
      await work((w) => markTryFailed(w, row.Id, row.Attempts, error));
      return false;
    }
  }

  async function deliverOnce(): Promise<number> {
    const due = await dueMailIds(database.read, new Date(clock()).toISOString(), BATCH);
    let sent = 0;
    // The sender's name as it is now: a renamed school's queued mails leave under the new name.
    const fromName = due.length > 0 ? await deps.senderName() : null;
    for (const id of due) {
      if (stopped) break;
      const row = await work((w) => claimMail(w, id));
      if (row && (await deliver(row, fromName))) sent += 1;
    }
    return sent;
  }

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
    deliverDue,
    kick,
    start() {
      timer = setInterval(kick, POLL_MS);
      timer.unref();
      kick();
    },
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      await round?.catch(() => 0);
    },
  };
}
