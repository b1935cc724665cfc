import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/index.ts';

/**
 * The payload of every job kind, by name. A kind adds itself where it is defined:
 *   declare module '../jobs/kinds.ts' { interface JobPayloads { 'phonebook.import': { file: string } } }
 * so that enqueueing checks the payload against its kind.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface JobPayloads {}

export type JobKindName = keyof JobPayloads & string;

export interface JobContext<P> {
  readonly id: number;
  readonly payload: P;
  readonly groupId: number | null;
  readonly userId: number | null;
  /** 1 on the first run; more when a run failed or its server died. */
  readonly attempt: number;
  /** Aborted when the server stops or another server has taken the job over: stop soon. */
  readonly signal: AbortSignal;
  readonly db: Db;
  /** The app whose runner runs the job: its mailer, configuration and log, for jobs that reach out (mail, SMS). */
  readonly app: FastifyInstance;
  /** Percent done (0–100) and what the job is doing, for whoever watches it. */
  progress(percent: number, message?: string): Promise<void>;
}

export interface JobKind<P> {
  /** The work. What it returns (JSON) is the job's result. It may run again after a crash. */
  run(context: JobContext<P>): Promise<unknown>;
  /** Runs before the job is given up as failed (default 3). */
  maxAttempts?: number;
  /** The group permission (a menu key) that watching the job needs, like the area it serves. */
  permission?: string;
}

/** An error whose message is meant for the person watching the job (shown as the job's error). */
export class JobError extends Error {}

const kinds = new Map<string, JobKind<unknown>>();

/** Registers a kind by name, once, at import time of the module that defines it. */
export function defineJobKind<K extends JobKindName>(name: K, kind: JobKind<JobPayloads[K]>): void {
  if (kinds.has(name)) throw new Error(`the job kind ${name} is defined twice`);
  kinds.set(name, kind as JobKind<unknown>);
}

export function jobKind(name: string): JobKind<unknown> | undefined {
  return kinds.get(name);
}

export function jobKindNames(): string[] {
  return [...kinds.keys()];
}
