import { useCallback, useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { components } from '../../generated/openapi.ts';
import { apiClient } from '../dataProvider/apiClient.ts';
import { resultOf } from '../dataProvider/client.ts';
import { useApiRead } from '../dataProvider/useApiRead.ts';
import { RESYNC, useServerEvents, type LiveEvent } from './useServerEvents.ts';

export type Job = components['schemas']['Job'];

/** How often a job is read again while the live stream is down. */
const POLL_MS = 3000;

const finished = (job: Job | undefined) => job?.state === 'succeeded' || job?.state === 'failed';

/**
 * Watches a background job (GET v1/jobs/{id}/): its state, percent done and what it is doing,
 * kept current by the job.updated live events, and read again when it ends (for its result or
 * error), after the stream was down, and every few seconds while the stream is down.
 */
export function useJob(id: number | undefined): { job: Job | undefined; error: unknown; finished: boolean } {
  const queryClient = useQueryClient();
  const key = ['jobs', id];
  const read = useApiRead<Job | undefined>(key, (signal) =>
    id === undefined ? Promise.resolve(undefined) : resultOf(apiClient.GET('/v1/jobs/{id}/', { params: { path: { id } }, signal })),
  );
  const job = read.data;
  const done = finished(job);
  const refetch = read.retry;

  const onEvent = useCallback(
    (event: LiveEvent) => {
      if (event.type === RESYNC) return refetch();
      if (event.type !== 'job.updated' || event.data.id !== id) return;
      const { state, progress, message } = event.data as Pick<Job, 'state' | 'progress' | 'message'>;
      queryClient.setQueryData<Job | undefined>(['jobs', id], (old) => (old ? { ...old, state, progress, message } : old));
      if (state === 'succeeded' || state === 'failed') refetch();
    },
    [id, queryClient, refetch],
  );
  const { connected } = useServerEvents(onEvent, id !== undefined && !done);

  useEffect(() => {
    if (id === undefined || done || connected) return;
    const timer = window.setInterval(refetch, POLL_MS);
    return () => window.clearInterval(timer);
  }, [id, done, connected, refetch]);

  return { job, error: read.error, finished: done };
}
