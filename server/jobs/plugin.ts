import type { Db } from '../db/index.ts';
import { rootPlugin } from '../events/rootPlugin.ts';
import { JobRunner, type RunnerOptions } from './runner.ts';
import { runnerOptions } from './options.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The background job runner: enqueue, get; started when the app listens. */
    jobs: JobRunner;
  }
}

export interface JobsOptions {
  db: Db;
  runner?: Partial<RunnerOptions>;
}

/**
 * `app.jobs` (needs `app.events`, so registered after the events plugin). It starts taking
 * jobs when the app listens, not when it is only built (scripts, inject tests), and hands its
 * running jobs back when the app closes.
 */
export const jobsPlugin = rootPlugin<JobsOptions>(async (app, { db, runner }) => {
  const jobs = new JobRunner(db, app.events, app.log, { ...runnerOptions(db), ...runner }, app);
  app.decorate('jobs', jobs);
  app.addHook('onListen', () => jobs.start());
  app.addHook('preClose', () => jobs.stop());
});
