// One log line per answered request, naming the call (file and req) and the signed-in user. A
// route binds them once it knows them (bindRequest), so every line the request writes afterwards
// carries them too: an error logged while storing a file names whose call failed. Each bind is a
// pino child logger, which costs on every request: routes bind call and user together, once.
import { type FastifyInstance, type FastifyReply, type FastifyRequest, LogController } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    /** "messages.php submit_message", or the upload or download the route stands for. */
    call: string | null;
    userId: number | null;
  }
}

/** Fastify's request lines, as one line written when the answer is known, with the request. */
export class RequestLogController extends LogController {
  /** At debug level only: shows a request in flight (a slow one, or one a shutdown waits for). */
  override incomingRequest(request: FastifyRequest): void {
    request.log.debug({ req: request }, 'request received');
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}

export function registerRequestLog(app: FastifyInstance): void {
  app.decorateRequest('call', null);
  app.decorateRequest('userId', null);
}

/** Names the call and the user on the request and on every log line it writes from now on. */
export function bindRequest(
  request: FastifyRequest,
  reply: FastifyReply,
  fields: { call?: string; userId?: number | null },
): void {
  if (fields.call !== undefined) request.call = fields.call;
  if (fields.userId !== undefined) request.userId = fields.userId;
  const log = request.log.child({
    ...(fields.call !== undefined && { call: fields.call }),
    ...(fields.userId !== undefined && fields.userId !== null && { userId: fields.userId }),
  });
  request.log = log;
  reply.log = log;
}
