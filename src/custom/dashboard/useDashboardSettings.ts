import { useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNotify } from 'ra-core';
import { apiClient } from '../../dataProvider/apiClient.ts';
import { isApiError, resultOf } from '../../dataProvider/client.ts';
import { useApiRead } from '../../dataProvider/useApiRead.ts';
import type { DashboardLayout } from './layout.ts';
import { SETTINGS_READ, type Settings } from './firstReads.ts';

const KEY = SETTINGS_READ.key;

/**
 * The user's settings record (GET/PUT v1 settings/): the dashboard's layout, restored on any
 * browser. A change shows at once; the saves go one after the other, each with the version
 * the previous one answered in If-Match, so that quick changes do not refuse each other. A save
 * refused as stale (another browser saved meanwhile) reads the record again and says so.
 */
export function useDashboardSettings() {
  const client = useQueryClient();
  const notify = useNotify();
  const settings = useApiRead<Settings>(KEY, SETTINGS_READ.read);
  const queue = useRef<Promise<unknown>>(Promise.resolve());

  function save(dashboard: DashboardLayout | null) {
    const shown = client.getQueryData<Settings>(KEY);
    if (shown) client.setQueryData<Settings>(KEY, { ...shown, dashboard });
    queue.current = queue.current.then(async () => {
      const version = client.getQueryData<Settings>(KEY)?.version ?? 0;
      try {
        const saved = (await resultOf(apiClient.PUT('/v1/settings/', { body: { dashboard }, headers: { 'If-Match': `"${version}"` } }))) as Settings;
        client.setQueryData<Settings>(KEY, (now) => ({ dashboard: now?.dashboard ?? saved.dashboard, version: saved.version }));
      } catch (error) {
        notify(isApiError(error) && error.status === 412 ? 'dashboard.layout.stale' : 'dashboard.layout.not_saved', { type: 'error' });
        await client.invalidateQueries({ queryKey: KEY });
      }
    });
    return queue.current;
  }

  return { settings: settings.data, error: settings.error, isPending: settings.isPending, retry: settings.retry, save };
}
