// A cross-feature hook left without its provider stops the app at start, naming the plugin that
// provides it; provided, it runs the handler.
import Fastify from 'fastify';
import fp from 'fastify-plugin';
import { describe, expect, it } from 'vitest';
import { requiredHook } from './requiredHook';

type Earned = (userId: number) => Promise<string>;

/** A calling feature as the real ones declare it: the hook beside its dependencies. */
function appWithCaller() {
  const app = Fastify();
  let hook: ReturnType<typeof requiredHook<Earned>> | null = null;
  void app.register(
    fp(
      async (instance) => {
        hook = requiredHook<Earned>(instance, { name: 'earning.onEarned', providedBy: 'rewarding' });
      },
      { name: 'earning' },
    ),
  );
  return { app, hook: () => hook! };
}

describe('a required cross-feature hook', () => {
  it('fails the start when no plugin provides it, naming the provider', async () => {
    const { app } = appWithCaller();
    await expect(app.ready()).rejects.toThrow(/earning\.onEarned: no handler; the rewarding plugin/);
    await app.close();
  });

  it('runs the provided handler once the app has started', async () => {
    const { app, hook } = appWithCaller();
    void app.register(
      fp(
        async () => {
          hook().provide(async (userId) => `earned by ${userId}`);
        },
        { name: 'rewarding', dependencies: ['earning'] },
      ),
    );
    await app.ready();
    await expect(hook().call(7)).resolves.toBe('earned by 7');
    await app.close();
  });

  it('refuses a second provider', async () => {
    const { app, hook } = appWithCaller();
    await expect(app.ready()).rejects.toThrow(/no handler/);
    hook().provide(async () => 'first');
    expect(() => hook().provide(async () => 'second')).toThrow(/already provided/);
    await app.close();
  });
});
