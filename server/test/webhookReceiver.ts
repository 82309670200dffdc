// A webhook receiver for tests: a real node:http server on this machine that records each
// request, and a check of a delivery's signature by the `standardwebhooks` package.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { expect } from 'vitest';

export interface Received {
  headers: http.IncomingHttpHeaders;
  body: string;
  /** What the receiver answered. */
  status: number;
}

/** A receiver on this machine: records every request; answers `status()` (200 by default). */
export async function receiver(status: () => number = () => 200, delayMs = 0) {
  const got: Received[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const answer = () => {
        const code = status();
        got.push({ headers: req.headers, body: Buffer.concat(chunks).toString(), status: code });
        res.statusCode = code;
        res.end('ok');
      };
      if (delayMs > 0) setTimeout(answer, delayMs);
      else answer();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hook`,
    port,
    got,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A signed body, checked by the standardwebhooks package; answers the parsed body. */
export function verified(secret: string, got: Received) {
  const wh = new Webhook(secret);
  const headers = {
    'webhook-id': String(got.headers['webhook-id']),
    'webhook-timestamp': String(got.headers['webhook-timestamp']),
    'webhook-signature': String(got.headers['webhook-signature']),
  };
  // The clock may have been moved on (retries): check the signature at its own timestamp.
  const at = new Date(Number(headers['webhook-timestamp']) * 1000);
  expect(headers['webhook-signature']).toBe(wh.sign(headers['webhook-id'], at, got.body));
  if (Math.abs(at.getTime() - Date.now()) < 60_000) wh.verify(got.body, headers);
  return JSON.parse(got.body) as { type: string; id: number; at: string; payload: Record<string, unknown> };
}
