// The load generator: a steady-rate scheduler (each send at its due time, never in bursts
// beyond the timer's 1 ms granularity) and the two ways a send reaches a server: the real
// submit_message HTTP call over keep-alive connections, or the bare floor's trigger socket.
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { sleep } from './children';
import type { ControlSocket } from './fleet';
import type { Population } from './population';
import {
  clientIdFor,
  type FireRequest,
  FORM_CONTENT_TYPE,
  messageHtml,
  SUBMIT_PATH,
  submitBody,
} from './protocol';
import type { DeliveryRecorder, PhaseResult } from './recorder';

const REPLY_TIMEOUT_MS = 10_000;

/** Sends message `seq` from coach `pair` to student `pair`; resolves whether it was accepted. */
export type SendFn = (pair: number, tag: string, seq: number) => Promise<boolean>;

export function httpSender(baseUrl: string, population: Population, maxSockets: number) {
  const agent = new http.Agent({ keepAlive: true, maxSockets });
  const { hostname, port } = new URL(baseUrl);
  const send: SendFn = (pair, tag, seq) =>
    new Promise((resolve) => {
      const body = submitBody(population.students[pair]!.id, tag, seq);
      const req = http.request(
        {
          agent,
          hostname,
          port,
          method: 'POST',
          path: SUBMIT_PATH,
          timeout: REPLY_TIMEOUT_MS,
          headers: {
            'content-type': FORM_CONTENT_TYPE,
            'content-length': Buffer.byteLength(body),
            authorization: `Bearer ${population.coaches[pair]!.token}`,
          },
        },
        (res) => {
          res.resume();
          res.once('end', () => resolve(res.statusCode === 200));
          res.once('error', () => resolve(false));
        },
      );
      req.once('timeout', () => req.destroy());
      req.once('error', () => resolve(false));
      req.end(body);
    });
  return { send, close: () => agent.destroy() };
}

/** The bare floor has no HTTP: one control socket asks it to push, and its ack is the reply. */
export function fireSender(control: ControlSocket, population: Population): SendFn {
  return (pair, tag, seq) =>
    new Promise((resolve) => {
      const request: FireRequest = {
        to: population.students[pair]!.id,
        from: population.coaches[pair]!.id,
        html: messageHtml(tag, seq),
        clientId: clientIdFor(tag, seq),
      };
      control
        .timeout(REPLY_TIMEOUT_MS)
        .emit('fire', request, (error: Error | null) => resolve(error === null));
    });
}

/** Calls `send(seq)` for seq = 0, 1, ... so that by time t exactly floor(t * rate) have gone. */
export function runSteady(rate: number, durationMs: number, send: (seq: number) => void): Promise<void> {
  const total = Math.max(1, Math.round((rate * durationMs) / 1000));
  const start = performance.now();
  let seq = 0;
  return new Promise((resolve) => {
    const tick = () => {
      const due = Math.min(total, Math.floor(((performance.now() - start) * rate) / 1000) + 1);
      while (seq < due) send(seq++);
      if (seq >= total) resolve();
      else setTimeout(tick, 1);
    };
    tick();
  });
}

/** One phase: steady sends for the duration, then a bounded wait for replies and deliveries. */
export async function runPhase(options: {
  send: SendFn;
  pairs: number;
  rate: number;
  durationMs: number;
  recorder: DeliveryRecorder;
  drainMs: number;
}): Promise<PhaseResult> {
  const { send, pairs, recorder } = options;
  await runSteady(options.rate, options.durationMs, (seq) => {
    recorder.markSent(seq);
    send(seq % pairs, recorder.tag, seq).then(
      (ok) => recorder.markSettled(seq, ok),
      () => recorder.markSettled(seq, false),
    );
  });
  const deadline = performance.now() + options.drainMs;
  while (recorder.outstanding() && performance.now() < deadline) await sleep(20);
  return recorder.result();
}
