import { describe, expect, it } from 'vitest';
import { DOCUMENT, mismatchOf } from './helpers/document.ts';
import { databases, useSeededApp } from './helpers/harness.ts';

/**
 * Issue 24: typed clients are regenerated from generated/openapi.json, so every answer must be
 * what it documents. Every GET of the description is called as the demo admin, with each
 * documented enum and boolean query value, and each JSON answer is validated against its
 * documented schema; then every record's writes (PUT, PATCH, POST of a copy, DELETE of that
 * copy) the same way. A call the description gains is covered without touching this file.
 */

interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  schema?: { type?: string; enum?: unknown[] };
  $ref?: string;
}
type Operation = { parameters?: Parameter[]; responses: Record<string, { content?: Record<string, unknown> }> };

const PARAMETERS = (DOCUMENT as unknown as { components: { parameters: Record<string, Parameter> } }).components.parameters;
const resolved = (p: Parameter): Parameter => (p.$ref ? PARAMETERS[p.$ref.split('/').pop()!] : p);

/** Paths whose answer is not JSON, or that need what a GET cannot make (a job, a file name, a ticket). */
const SKIPPED = new Set(['/v1/events/', '/v1/provisioning/{file}', '/v1/profile/avatar/{key}/', '/v1/cdr/export/{job}/file/', '/v1/phonebooks/{id}/import/{job}/']);

/** Queries of a call: none, then each documented enum value and boolean of its query parameters. */
function variants(parameters: Parameter[]): string[] {
  const required = parameters.filter((p) => p.in === 'query' && p.required);
  const base = required.map((p) => `${p.name}=${p.name === 'country' ? 'BE' : '1'}`);
  const queries = [base.join('&')];
  for (const p of parameters.filter((q) => q.in === 'query')) {
    const values = p.schema?.type === 'boolean' ? ['true', 'false'] : (p.schema?.enum ?? []).map(String);
    for (const value of values) queries.push([...base, `${p.name}=${encodeURIComponent(value)}`].join('&'));
  }
  return queries;
}

const GETS = Object.entries(DOCUMENT.paths)
  .filter(([path, item]) => item.get && !SKIPPED.has(path))
  .map(([path, item]) => {
    const operation = item.get as unknown as Operation;
    const shared = ((item as { parameters?: Parameter[] }).parameters ?? []).map(resolved);
    return { path, parameters: [...shared, ...(operation.parameters ?? []).map(resolved)], json: Object.keys(operation.responses['200']?.content ?? {}).includes('application/json') };
  });

describe.each(databases())('every GET of the API description answers as documented ($name)', (kind) => {
  const api = useSeededApp(kind);

  it('validates each answer against its documented response', async () => {
    const token = await api.signIn('admin');
    const firstIds = new Map<string, unknown>();
    /** The first record's id of the list a path's id belongs to (/v1/site/{id}/ → /v1/site/). */
    async function idFor(template: string, param: string): Promise<unknown> {
      const list = template.slice(0, template.indexOf(`{${param}}`));
      if (!firstIds.has(list)) {
        const res = await api.get(`/api${list}?page_size=1`, { token });
        const body = res.statusCode === 200 ? res.json<{ results?: { id: unknown }[] } | { id: unknown }[]>() : undefined;
        const rows = Array.isArray(body) ? body : body?.results;
        firstIds.set(list, rows?.[0]?.id);
      }
      return firstIds.get(list);
    }
    const mismatches: string[] = [];
    let checked = 0;
    for (const { path, parameters, json } of GETS) {
      let url = path;
      let missing = false;
      for (const p of parameters.filter((q) => q.in === 'path')) {
        const id = await idFor(path, p.name);
        if (id === undefined) missing = true;
        url = url.replace(`{${p.name}}`, encodeURIComponent(String(id)));
      }
      if (missing) continue;
      for (const query of variants(parameters)) {
        const full = `/api${url}${query ? `?${query}` : ''}`;
        const res = await api.get(full, { token });
        expect(res.statusCode, `${full}: ${res.body.slice(0, 200)}`).toBeLessThan(500);
        if (!json || res.statusCode === 204) continue;
        checked++;
        const mismatch = mismatchOf('GET', full, res.statusCode, res.json());
        if (mismatch) mismatches.push(mismatch);
      }
    }
    expect(mismatches).toEqual([]);
    expect(checked).toBeGreaterThan(200);
  });
});

/** The record calls of the description: a collection with POST and its `{id}` path with PUT, PATCH or DELETE. */
const RECORDS = Object.entries(DOCUMENT.paths)
  .filter(([path, item]) => /\/\{id\}\/$/.test(path) && (item.put || item.patch) && item.get)
  .map(([path, item]) => {
    const collection = path.slice(0, -'{id}/'.length);
    const methods = Object.keys(item).filter((m) => ['put', 'patch', 'delete'].includes(m));
    return { path, collection, methods, creates: Boolean(DOCUMENT.paths[collection]?.post) };
  });

/** A record as a client sends it back: without its id and version (those travel in the URL and If-Match). */
function writable(record: Record<string, unknown>): Record<string, unknown> {
  const { id: _id, version: _version, ...fields } = record;
  return fields;
}

/** A copy whose names differ from the record's, so that areas with unique names create it. */
function copyOf(record: Record<string, unknown>): Record<string, unknown> {
  const fields = writable(record);
  for (const key of ['name', 'description', 'reference']) if (typeof fields[key] === 'string') fields[key] = `${String(fields[key]).slice(0, 20)} copy`;
  return fields;
}

describe.each(databases())('every record write of the API description answers as documented ($name)', (kind) => {
  const api = useSeededApp(kind);

  it('validates the answers of PUT, PATCH, POST and DELETE against their documented responses', async () => {
    const token = await api.signIn('admin');
    const mismatches: string[] = [];
    const statuses = new Map<string, number>();
    const check = (method: string, url: string, res: { statusCode: number; body: string; json: () => unknown }) => {
      expect(res.statusCode, `${method} ${url}: ${res.body.slice(0, 300)}`).toBeLessThan(500);
      statuses.set(`${method} ${res.statusCode}`, (statuses.get(`${method} ${res.statusCode}`) ?? 0) + 1);
      if (res.statusCode === 204) return;
      const mismatch = mismatchOf(method, url, res.statusCode, res.json());
      if (mismatch) mismatches.push(mismatch);
    };
    for (const { path, collection, methods, creates } of RECORDS) {
      const list = await api.get(`/api${collection}?page_size=1`, { token });
      if (list.statusCode !== 200) continue;
      const body = list.json<{ results?: { id: number }[] } | { id: number }[]>();
      const first = (Array.isArray(body) ? body : body.results)?.[0];
      if (!first) continue;
      const url = `/api${path.replace('{id}', String(first.id))}`;
      const read = await api.get(url, { token });
      if (read.statusCode !== 200) continue;
      const record = read.json<Record<string, unknown>>();
      const ifMatch = (version: unknown) => (typeof version === 'number' ? { 'if-match': `"${version}"` } : undefined);
      // The record written back as read: what a client's edit form sends unchanged.
      if (methods.includes('put')) check('PUT', url, await api.request('PUT', url, { token, body: writable(record), headers: ifMatch(record.version) }));
      if (methods.includes('patch')) {
        const now = (await api.get(url, { token })).json<Record<string, unknown>>();
        check('PATCH', url, await api.request('PATCH', url, { token, body: {}, headers: ifMatch(now.version) }));
      }
      if (!creates) continue;
      // A copy: created (then deleted), or refused for a field that must be unique: both answers are documented.
      const created = await api.post(`/api${collection}`, { token, body: copyOf(record) });
      check('POST', `/api${collection}`, created);
      const copy = created.statusCode === 201 ? created.json<{ id?: number }>().id : undefined;
      if (copy !== undefined && methods.includes('delete')) {
        const copyUrl = `/api${path.replace('{id}', String(copy))}`;
        check('DELETE', copyUrl, await api.request('DELETE', copyUrl, { token }));
      }
    }
    expect(mismatches).toEqual([]);
    // Each kind of write was answered successfully somewhere, so the check above is not empty.
    for (const answer of ['PUT 200', 'PATCH 200', 'POST 201', 'POST 400']) expect(statuses.get(answer), `${answer} in ${JSON.stringify([...statuses])}`).toBeGreaterThan(3);
  });
});
