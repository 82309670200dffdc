// Records one measurement phase: when each message was sent, whether the send was accepted,
// and when its recipient's socket got it. Typed arrays indexed by sequence number keep the
// per-message cost in the load generator to a few stores, so the generator stays light.
import { performance } from 'node:perf_hooks';
import { seqOf } from './protocol';
import { type LatencySummary, summarize } from './stats';

const UNSENT = 0;
const IN_FLIGHT = 1;
const ACCEPTED = 2;
const REFUSED = 3;

export interface PhaseResult {
  latencyMs: LatencySummary;
  sent: number;
  accepted: number;
  refused: number;
  delivered: number;
  /** Accepted by the server but never seen by the recipient within the bounded wait. */
  lost: number;
  duplicates: number;
  /** Delivered messages per second, from the first send to the last delivery. */
  achievedPerSec: number;
}

export class DeliveryRecorder {
  private readonly sentAt: Float64Array;
  private readonly receivedAt: Float64Array;
  private readonly state: Uint8Array;
  private sent = 0;
  private settled = 0;
  private accepted = 0;
  private delivered = 0;
  private deliveredAccepted = 0;
  private duplicates = 0;
  private firstSend = Number.NaN;
  private lastDelivery = Number.NaN;

  constructor(
    readonly tag: string,
    readonly capacity: number,
  ) {
    this.sentAt = new Float64Array(capacity);
    this.receivedAt = new Float64Array(capacity);
    this.state = new Uint8Array(capacity);
  }

  markSent(seq: number): void {
    const now = performance.now();
    if (this.sent === 0) this.firstSend = now;
    this.sentAt[seq] = now;
    this.state[seq] = IN_FLIGHT;
    this.sent++;
  }

  markSettled(seq: number, ok: boolean): void {
    if (this.state[seq] !== IN_FLIGHT) return;
    this.state[seq] = ok ? ACCEPTED : REFUSED;
    this.settled++;
    if (ok) {
      this.accepted++;
      if (this.receivedAt[seq]! > 0) this.deliveredAccepted++;
    }
  }

  /** The recipients' message:new handler: the one hot call per delivered message. */
  readonly onMessage = (clientId: unknown): void => {
    const now = performance.now();
    const seq = seqOf(clientId, this.tag);
    if (seq < 0 || seq >= this.capacity || this.state[seq] === UNSENT) return;
    if (this.receivedAt[seq]! > 0) {
      this.duplicates++;
      return;
    }
    this.receivedAt[seq] = now;
    this.delivered++;
    this.lastDelivery = now;
    // A push can beat the HTTP reply; such a message is counted when its reply arrives.
    if (this.state[seq] === ACCEPTED) this.deliveredAccepted++;
  };

  /** True while a reply or an accepted message's delivery is still outstanding. */
  outstanding(): boolean {
    return this.settled < this.sent || this.deliveredAccepted < this.accepted;
  }

  result(): PhaseResult {
    const latencies = new Float64Array(this.delivered);
    let n = 0;
    for (let seq = 0; seq < this.sent; seq++) {
      const received = this.receivedAt[seq]!;
      if (received > 0) latencies[n++] = received - this.sentAt[seq]!;
    }
    const spanMs = this.lastDelivery - this.firstSend;
    return {
      latencyMs: summarize(latencies.subarray(0, n)),
      sent: this.sent,
      accepted: this.accepted,
      refused: this.sent - this.accepted,
      delivered: this.delivered,
      lost: this.accepted - this.deliveredAccepted,
      duplicates: this.duplicates,
      achievedPerSec: spanMs > 0 ? (this.delivered / spanMs) * 1000 : Number.NaN,
    };
  }
}
