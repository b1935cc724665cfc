import routes from 'virtual:list-routes';
import { apiBaseUrl } from './apiBase.ts';
import { FIRST_PAGE } from '../engine/list/firstPageSize.ts';
import { prefetch, sessionHeaders } from './prefetch.ts';

/**
 * The first page of the list a signed-in visitor opens directly (a bookmark, a reload), asked
 * for at once with the headers the client will send (client.ts: sessionMiddleware), so the
 * answer is there when the list asks. A list address with a query (a search, another page) is
 * left to the list.
 */
export function prefetchList(credentials: { token: string; groupId: number | null }, language: string): void {
  const { pathname, search } = window.location;
  const route = routes.find((r) => r.route === pathname);
  if (!route || search) return;
  prefetch(`${apiBaseUrl()}${route.path}?page=${FIRST_PAGE.page}&page_size=${FIRST_PAGE.perPage}&ordering=${encodeURIComponent(route.ordering)}`, sessionHeaders(credentials, language));
}
