// Maximum request rate of a send route, measured with autocannon: a fixed number of keep-alive
// connections, each sending the next request as soon as the previous answer arrives. Every
// request is a different message (body and ClientId), so Tonic's duplicate guard, which answers
// a repeat cheaply and without a push, never short-cuts the work.
import autocannon from 'autocannon';
import type { Population } from './population';
import { FORM_CONTENT_TYPE, SUBMIT_PATH, submitBody } from './protocol';

const CONNECTIONS = 16;

export interface ThroughputResult {
  /** Answers with status 200, and per second. */
  ok: number;
  okPerSec: number;
  failed: number;
  latencyP99Ms: number;
}

/** Every request a new message from a coach to their student, the pairs taken in turn. */
export function submitRequests(population: Population, tag: string): autocannon.Request[] {
  const pairs = population.coaches.length;
  let seq = 0;
  return [
    {
      method: 'POST',
      setupRequest: (request) => {
        const n = seq++;
        const pair = n % pairs;
        return {
          ...request,
          method: 'POST',
          headers: {
            'content-type': FORM_CONTENT_TYPE,
            authorization: `Bearer ${population.coaches[pair]!.token}`,
          },
          body: submitBody(population.students[pair]!.id, tag, n),
        };
      },
    },
  ];
}

export async function measureThroughput(
  baseUrl: string,
  population: Population,
  tag: string,
  seconds: number,
): Promise<ThroughputResult> {
  const result = await autocannon({
    url: baseUrl + SUBMIT_PATH,
    connections: CONNECTIONS,
    duration: seconds,
    requests: submitRequests(population, tag),
  });
  return {
    ok: result['2xx'],
    okPerSec: result['2xx'] / result.duration,
    failed: result.non2xx + result.errors,
    latencyP99Ms: result.latency.p99,
  };
}
