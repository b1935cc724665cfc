import type { FastifyInstance } from 'fastify';

/**
 * A Fastify plugin whose decorators and hooks land on the app that registers it, not in a
 * child scope (what the fastify-plugin package does, without taking it on as a dependency).
 */
export function rootPlugin<O>(fn: (app: FastifyInstance, options: O) => Promise<void>) {
  return Object.assign(fn, { [Symbol.for('skip-override')]: true });
}
