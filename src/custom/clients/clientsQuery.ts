/** The columns of the clients overview the server sorts by (server/areas/clients/contract.ts). */
export const SORTABLE = ['description', 'extensions', 'phone_numbers', 'users', 'daily_balance', 'remaining_balance', 'created_at'] as const;
export type SortKey = (typeof SORTABLE)[number];

export interface Sort {
  key: SortKey;
  descending: boolean;
}

/** The ordering parameter of a sort: "-extensions" for the most extensions first. */
export const orderingOf = (sort: Sort) => `${sort.descending ? '-' : ''}${sort.key}` as `${'' | '-'}${SortKey}`;

/** A click on a column's header: that column ascending, or the other way when it is the sort already. */
export const nextSort = (sort: Sort, key: SortKey): Sort => (sort.key === key ? { key, descending: !sort.descending } : { key, descending: false });

export const PAGE_SIZE = 25;
