// A cross-feature hook: one feature calls it, another provides the handler when it registers. The
// calling plugin declares it beside its dependencies; an app whose plugins leave it unprovided
// fails at start (onReady) instead of silently skipping the step.
import type { FastifyInstance } from 'fastify';

type Handler = (...args: never[]) => Promise<unknown>;

export interface RequiredHook<F extends Handler> {
  /** The providing feature's handler; one per app. */
  provide(handler: F): void;
  /** Runs the handler (always there once the app has started). */
  call(...args: Parameters<F>): ReturnType<F>;
}

export function requiredHook<F extends Handler>(
  app: FastifyInstance,
  hook: { name: string; providedBy: string },
): RequiredHook<F> {
  let handler: F | null = null;
  const missing = () =>
    new Error(`${hook.name}: no handler; the ${hook.providedBy} plugin provides it and must be registered`);
  app.addHook('onReady', async () => {
    if (handler === null) throw missing();
  });
  return {
    provide(next) {
      if (handler !== null) throw new Error(`${hook.name}: a handler is already provided`);
      handler = next;
    },
    call(...args) {
      if (handler === null) throw missing();
      return handler(...args) as ReturnType<F>;
    },
  };
}
