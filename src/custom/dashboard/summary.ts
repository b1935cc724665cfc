import { useApi } from '../../dataProvider/useApi.ts';

/** GET v3 dashboard/summary/: the figures behind the summary widgets. */
export interface DashboardSummary {
  company: {
    group: { id: number; label: string };
    extensions: number;
    registered_extensions: number;
    phone_numbers: number;
    active_phone_numbers: number;
    sites: number;
    accounts: number;
    phonebooks: number;
    contacts: number;
    users: number;
  };
  user: {
    username: string;
    name: string;
    email: string;
    language: string;
    extension: number | null;
    site: string | null;
    registered: boolean;
  };
}

export const useDashboardSummary = () => useApi<DashboardSummary>('dashboard/summary/', 'v3');
