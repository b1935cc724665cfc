import { useCallback, useEffect, useState } from 'react';
import { useLogoutIfAccessDenied } from 'ra-core';
import { api, type ApiVersion } from './http.ts';

interface Result<T> {
  key: string;
  data?: T;
  error?: unknown;
}

export interface ApiQuery<T> {
  data: T | undefined;
  error: unknown;
  isPending: boolean;
  retry: () => void;
}

/**
 * Reads one API path for a page. A 401 ends the session through the auth provider; other
 * failures are returned for the page to show. Leaving the page cancels the call.
 */
export function useApi<T>(path: string, version: ApiVersion = 'v1'): ApiQuery<T> {
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<Result<T>>();
  const key = `${version} ${path} ${attempt}`;

  useEffect(() => {
    const controller = new AbortController();
    api<T>(path, { version, signal: controller.signal }).then(
      (data) => setResult({ key, data }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setResult({ key, error });
        void logoutIfAccessDenied(error);
      },
    );
    return () => controller.abort();
  }, [key, path, version, logoutIfAccessDenied]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const current = result?.key === key ? result : undefined;
  return { data: current?.data, error: current?.error, isPending: current === undefined, retry };
}
