import { serverText } from '../../core/domain/errorCatalogue.ts';
import type { FieldErrors } from '../resources/validation.ts';
import { HttpError } from './errors.ts';

/**
 * The numbers and texts of paths and query strings, read once for every route. Ids and paging
 * numbers are PostgreSQL `integer`s: a value past that range never reaches SQL, where it would
 * be an error of the database instead of the client's.
 */
export const MAX_INT = 2_147_483_647;

/** The API description's limit on the search text (components.parameters.Search). */
export const MAX_SEARCH_LENGTH = 200;

/** The greatest page size a list answers; a larger one is served at this size. */
export const MAX_PAGE_SIZE = 1000;

const DIGITS = /^\d{1,10}$/;

/** A whole number from 1 to MAX_INT written in plain digits, or undefined. */
function positiveInteger(value: unknown): number | undefined {
  if (typeof value !== 'string' || !DIGITS.test(value)) return undefined;
  const n = Number(value);
  return n >= 1 && n <= MAX_INT ? n : undefined;
}

/** The id of a path. Anything else (1e30, -1, 99999999999999999999) names no record: the route answers 404. */
export function recordId(value: unknown): number | undefined {
  return positiveInteger(value);
}

type Query = Record<string, string | string[] | undefined>;

/** One value per parameter: a repeated parameter counts as its first value, as in DRF. */
const single = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

export interface ListParams {
  page: number;
  pageSize: number;
  search?: string;
  ordering?: string;
  /** The `group` query parameter: undefined when absent, 0 for an id no group can have. */
  group?: number;
  /** The `ids` query parameter: only these records (a page's references read at once). */
  ids?: number[];
}

/** As many ids as a page of references can hold. */
export const MAX_IDS = 100;

export interface ListParamOptions {
  defaultPageSize?: number;
  /** Whether a sort key names something the list can sort by ("name", "-name"). */
  sortable?: (field: string) => boolean;
  /** How this API version words field errors (v3 answers a plain list). */
  refuse?: (errors: FieldErrors) => HttpError;
}

const refuseV1 = (errors: FieldErrors) => new HttpError(400, errors);

/**
 * page, page_size, search, ordering and group of a list, checked together: every malformed one
 * is named in one 400, in the catalogue's words.
 */
export function listParams(query: Query, options: ListParamOptions = {}): ListParams {
  const errors: FieldErrors = {};
  const number = (name: string, fallback: number) => {
    const raw = single(query[name]);
    if (raw === undefined || raw === '') return fallback;
    const n = positiveInteger(raw);
    if (n !== undefined) return n;
    if (!/^\d+$/.test(raw)) errors[name] = [serverText('invalid')];
    else if (Number(raw) < 1) errors[name] = [serverText('min_value', { limit: 1 })];
    else errors[name] = [serverText('max_value', { limit: MAX_INT })];
    return fallback;
  };
  const page = number('page', 1);
  const pageSize = Math.min(number('page_size', options.defaultPageSize ?? 25), MAX_PAGE_SIZE);

  const search = single(query.search)?.trim();
  if (search !== undefined && search.length > MAX_SEARCH_LENGTH) errors.search = [serverText('max_length', { limit: MAX_SEARCH_LENGTH })];

  const ordering = single(query.ordering)?.trim() || undefined;
  if (ordering !== undefined && options.sortable && !options.sortable(ordering.replace(/^-/, ''))) {
    errors.ordering = [serverText('invalid_choice')];
  }

  const rawGroup = single(query.group);
  let group: number | undefined;
  if (rawGroup !== undefined && rawGroup !== '') {
    if (/^\d+$/.test(rawGroup)) group = positiveInteger(rawGroup) ?? 0;
    else errors.group = [serverText('invalid')];
  }

  const rawIds = single(query.ids);
  let ids: number[] | undefined;
  if (rawIds !== undefined) {
    const parts = rawIds.split(',');
    if (!/^\d+(,\d+)*$/.test(rawIds)) errors.ids = [serverText('invalid')];
    else if (parts.length > MAX_IDS) errors.ids = [serverText('max_length', { limit: MAX_IDS })];
    // An id past the integer range names no record: 0 finds none.
    else ids = parts.map((part) => positiveInteger(part) ?? 0);
  }

  if (Object.keys(errors).length) throw (options.refuse ?? refuseV1)(errors);
  return { page, pageSize, search: search || undefined, ordering, group, ids };
}
