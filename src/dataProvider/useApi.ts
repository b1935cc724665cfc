import { useCallback, useEffect, useEffectEvent, useState } from 'react';
import { useLogoutIfAccessDenied } from 'ra-core';
import { api, type ApiVersion } from './http.ts';
import { onRefresh } from './refreshSignal.ts';

interface Result<T> {
  key: string;
  path: string;
  data?: T;
  error?: unknown;
}

export interface ApiQuery<T> {
  /** The latest answer for this path, kept while it is read again. */
  data: T | undefined;
  error: unknown;
  isPending: boolean;
  retry: () => void;
}

/**
 * Reads one API path for a page. A 401 ends the session through the auth provider; other
 * failures are returned for the page to show. Leaving the page cancels the call; the top
 * bar's refresh button calls again.
 */
export function useApi<T>(path: string, version: ApiVersion = 'v1'): ApiQuery<T> {
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<Result<T>>();
  const key = `${version} ${path} ${attempt}`;
  const failed = useEffectEvent((error: unknown) => void logoutIfAccessDenied(error));

  useEffect(() => {
    const controller = new AbortController();
    api<T>(path, { version, signal: controller.signal }).then(
      (data) => setResult({ key, path, data }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setResult({ key, path, error });
        failed(error);
      },
    );
    return () => controller.abort();
  }, [key, path, version]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  useEffect(() => onRefresh(retry), [retry]);
  const current = result?.key === key ? result : undefined;
  // While a refresh runs, the page keeps showing what it had.
  const data = current ? current.data : result?.path === path ? result.data : undefined;
  return { data, error: current?.error, isPending: current === undefined, retry };
}
