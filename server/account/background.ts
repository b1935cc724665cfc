import type { FastifyInstance } from 'fastify';

export type RunLater = (name: string, task: () => Promise<void>) => void;

/**
 * Work done after the answer is sent, so that how long an answer takes says nothing about
 * what the work found (e.g. whether an e-mail address has an account). Closing the app waits
 * for the work under way.
 */
export function backgroundRunner(app: FastifyInstance): RunLater {
  const pending = new Set<Promise<void>>();
  app.addHook('onClose', async () => {
    await Promise.allSettled([...pending]);
  });
  return (name, task) => {
    const run: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
      .then(task)
      .catch((err: unknown) => app.log.error({ err }, `${name} failed`))
      .finally(() => pending.delete(run));
    pending.add(run);
  };
}
