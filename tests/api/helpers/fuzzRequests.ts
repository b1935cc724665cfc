import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { ERROR_CATALOGUE } from '../../../core/domain/errorCatalogue.ts';

/**
 * Malformed requests derived from the API description: every operation's path, query, header
 * and body inputs, filled with what a careless or hostile client sends (NUL bytes, lone UTF-16
 * surrogates, numbers beyond any integer column, broken percent-encoding, odd sort keys).
 */

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  $ref?: string;
}
interface SchemaNode {
  $ref?: string;
  properties?: Record<string, unknown>;
  allOf?: SchemaNode[];
}
interface OperationDoc {
  operationId?: string;
  parameters?: Parameter[];
  security?: unknown[];
  requestBody?: { content: Record<string, { schema: SchemaNode }> };
}

const DOC = JSON.parse(readFileSync(new URL('../../../generated/openapi.json', import.meta.url), 'utf8')) as {
  paths: Record<string, Record<string, OperationDoc | Parameter[]>>;
  components: { parameters: Record<string, Parameter>; schemas: Record<string, SchemaNode> };
};

export interface Operation {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The document's template under /api, e.g. /v1/site/{id}/. */
  path: string;
  params: Parameter[];
  /** application/json or multipart/form-data, when the operation takes a body. */
  bodyType?: string;
  bodyFields: string[];
  isPublic: boolean;
}

const refName = (ref: string) => ref.split('/').pop()!;

function fieldsOf(schema: SchemaNode | undefined, seen = new Set<string>()): string[] {
  if (!schema) return [];
  if (schema.$ref) {
    const name = refName(schema.$ref);
    if (seen.has(name)) return [];
    seen.add(name);
    return fieldsOf(DOC.components.schemas[name], seen);
  }
  return [...Object.keys(schema.properties ?? {}), ...(schema.allOf ?? []).flatMap((s) => fieldsOf(s, seen))];
}

/** Every operation of the document. */
export function operations(): Operation[] {
  const list: Operation[] = [];
  for (const [path, item] of Object.entries(DOC.paths)) {
    const shared = (item.parameters as Parameter[] | undefined) ?? [];
    for (const [method, value] of Object.entries(item)) {
      if (method === 'parameters') continue;
      const op = value as OperationDoc;
      const params = [...shared, ...(op.parameters ?? [])].map((p) => (p.$ref ? DOC.components.parameters[refName(p.$ref)] : p));
      const [bodyType, media] = Object.entries(op.requestBody?.content ?? {})[0] ?? [];
      list.push({
        method: method.toUpperCase() as Operation['method'],
        path,
        params,
        bodyType,
        bodyFields: [...new Set(fieldsOf(media?.schema))],
        isPublic: Array.isArray(op.security) && op.security.length === 0,
      });
    }
  }
  return list;
}

// ---- values ---------------------------------------------------------------------------------

/** Texts that have broken servers: control and unpaired surrogate code units, numbers too large. */
const NASTY_TEXTS = [
  '\u0000', 'a\u0000b', '\ud800', 'x\udfffy', '\ud83d', '\udc00\ud800',
  '99999999999999999999', '2147483648', '-2147483649', '9007199254740993', '1e30', '1e99', '-1e308',
  '-1', '0', '-0', '1.5', 'NaN', 'Infinity', '0x1F', ' 7', '7 ', '', ' ', '1,2',
  '-', '--', '-id', '--id', 'id,name', '-data', 'group_id', 'version', 'data->>name', '"', "'", ';', '\\', '%', '_', '*',
  '__proto__', 'constructor', 'toString', '\u202e', '\ufeff', 'x'.repeat(5000), 'true', 'null', '[]', '{}',
];

/** Percent-encoded forms a text alone cannot give: invalid UTF-8, an encoded surrogate, a stray %. */
const RAW_ENCODED = ['%00', '%FF', '%C0%80', '%ED%A0%80', '%ED%BF%BF', '%', '%zz', '%E2%82', '%F4%90%80%80', '..', '%2F', '%2e%2e'];

const nastyText = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...NASTY_TEXTS) },
  { weight: 1, arbitrary: fc.tuple(fc.string({ maxLength: 5 }), fc.constantFrom(...NASTY_TEXTS.slice(0, 6)), fc.string({ maxLength: 5 })).map((p) => p.join('')) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 12 }) },
);

/** A value for the URL: plain text to encode, or bytes already encoded. */
export type UrlValue = { text: string } | { raw: string };
const urlValue: fc.Arbitrary<UrlValue> = fc.oneof(
  { weight: 4, arbitrary: nastyText.map((text) => ({ text })) },
  { weight: 1, arbitrary: fc.constantFrom(...RAW_ENCODED).map((raw) => ({ raw })) },
);

/**
 * encodeURIComponent refuses unpaired surrogates; a client that does not care sends their
 * three generalised-UTF-8 bytes (what WTF-8 calls them), so this does too.
 */
export function encode(value: UrlValue): string {
  if ('raw' in value) return value.raw;
  let out = '';
  for (const char of value.text) {
    const code = char.codePointAt(0)!;
    if (code >= 0xd800 && code <= 0xdfff) {
      out += [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)].map((b) => `%${b.toString(16).toUpperCase()}`).join('');
    } else {
      out += encodeURIComponent(char);
    }
  }
  return out;
}

/** JSON values a schema did not ask for. */
const nastyJson: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: nastyText },
  {
    weight: 2,
    arbitrary: fc.constantFrom(1e20, 2 ** 31, -(2 ** 31) - 1, 2 ** 53 + 2, 1e308, -1e308, 0.5, -1, 0, null, true, false, [], {}),
  },
  { weight: 1, arbitrary: fc.array(fc.oneof(nastyText, fc.constantFrom(1e20, 2 ** 31, -1, 0.5)), { maxLength: 3 }) },
  { weight: 1, arbitrary: fc.dictionary(nastyText, fc.oneof(nastyText, fc.constantFrom(1e20, -1)), { maxKeys: 2 }) },
);

/** Header values: only what HTTP lets through (no NUL, no line breaks), Latin-1 included. */
const HEADER_VALUES = [
  '1e99', '-1', '0', '99999999999999999999', '2147483648', '1.5', ' 1', '1,2', 'abc', '', '\u00ff', '\u0080x', '"', 'W/"1e99"',
  '"99999999999999999999"', '"-1"', 'W/', '*', 'Token ', `Token ${'0'.repeat(40)}`, `Token ${'g'.repeat(40)}`, 'Token \u00ff', 'Bearer x',
];
const headerValue = fc.oneof(
  fc.constantFrom(...HEADER_VALUES),
  fc.string({ unit: fc.integer({ min: 0x20, max: 0xff }).filter((c) => c !== 0x7f).map((c) => String.fromCharCode(c)), maxLength: 20 }),
);

/** What one request sends; built from an operation by `requestOf`. */
export interface FuzzRequest {
  method: Operation['method'];
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  signedIn: boolean;
}

/** A benign value per path parameter, so that malformed query, header and body values reach real records. */
const BENIGN_PATH: Record<string, string> = { kind: 'teams', key: '0'.repeat(32) };

function multipart(fields: [string, string | Buffer, string?][]): { body: Buffer; type: string } {
  const boundary = 'fuzzboundary7MA4YWxkTrZu0gW';
  const parts = fields.map(([name, value, filename]) =>
    Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"${filename !== undefined ? `; filename="${filename}"` : ''}\r\n${filename !== undefined ? 'Content-Type: image/png\r\n' : ''}\r\n`, 'utf8'),
      Buffer.isBuffer(value) ? value : Buffer.from(value, 'utf8'),
      Buffer.from('\r\n'),
    ]),
  );
  return { body: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]), type: `multipart/form-data; boundary=${boundary}` };
}

/** Requests for `op`: each of its inputs is left out, benign, or malformed, at random. */
export function requestOf(op: Operation): fc.Arbitrary<FuzzRequest> {
  const pathParams = op.params.filter((p) => p.in === 'path');
  const queryParams = op.params.filter((p) => p.in === 'query');
  // Ids of real records now and then, so that malformed bodies and headers reach a record's checks.
  const benign = (name: string): fc.Arbitrary<UrlValue> =>
    name === 'id' ? fc.integer({ min: 1, max: 60 }).map((n) => ({ text: String(n) })) : fc.constant({ text: BENIGN_PATH[name] ?? '1' });
  const path = fc.tuple(...pathParams.map((p) => fc.oneof({ weight: 2, arbitrary: urlValue }, { weight: 1, arbitrary: benign(p.name) }).map((v) => [p.name, v] as const)));
  const query = fc.subarray(queryParams).chain((chosen) => fc.tuple(...chosen.map((p) => urlValue.map((v) => [p.name, v] as const))));
  // A malformed group claim is refused before anything else is read: it is sent now and then only.
  const sometimes = <T>(arb: fc.Arbitrary<T>) => fc.oneof({ weight: 3, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: arb });
  const headers = fc
    .record({ 'current-group-id': sometimes(headerValue), 'if-match': sometimes(headerValue), 'accept-language': sometimes(headerValue) })
    .map((h) => Object.fromEntries(Object.entries(h).filter(([, v]) => v !== undefined)) as Record<string, string>);
  const jsonBody = fc.oneof(
    { weight: 6, arbitrary: fc.dictionary(fc.constantFrom(...(op.bodyFields.length ? op.bodyFields : ['x'])), nastyJson, { minKeys: 1 }) },
    { weight: 1, arbitrary: fc.dictionary(nastyText, nastyJson, { maxKeys: 3 }) },
    { weight: 1, arbitrary: nastyJson },
  );
  const formBody = fc
    .tuple(fc.constantFrom('avatar', 'avatar', 'other', '\u0000', '\ud800'), fc.oneof(nastyText, fc.uint8Array({ maxLength: 64 }).map((b) => Buffer.from(b))), fc.option(nastyText, { nil: undefined }))
    .map(([name, value, filename]) => [[name, value, filename]] as [string, string | Buffer, string?][]);
  const body: fc.Arbitrary<{ payload?: string | Buffer; type?: string }> =
    op.bodyType === 'multipart/form-data' ? formBody.map((f) => { const m = multipart(f); return { payload: m.body, type: m.type }; })
    : op.bodyType ? jsonBody.map((b) => ({ payload: JSON.stringify(b), type: 'application/json' }))
    : fc.constant({});
  return fc.record({ path, query, headers, body, signedIn: fc.boolean().chain((b) => (b ? fc.constant(true) : fc.boolean())) }).map(({ path: p, query: q, headers: h, body: b, signedIn }) => {
    let url = `/api${op.path}`;
    for (const [name, value] of p) url = url.replace(`{${name}}`, encode(value));
    if (q.length) url += `?${q.map(([name, value]) => `${name}=${encode(value)}`).join('&')}`;
    return {
      method: op.method,
      url,
      headers: { ...h, ...(b.type ? { 'content-type': b.type } : {}) },
      payload: b.payload,
      // Public operations are fuzzed without a token; the others mostly with one, sometimes without.
      signedIn: !op.isPublic && signedIn,
    };
  });
}

// ---- answers ----------------------------------------------------------------------------------

const CATALOGUE_PATTERNS = Object.values(ERROR_CATALOGUE).map(
  (entry) => new RegExp(`^(?:[\\s\\S]*: )?${entry.text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\\\{\w+\\\}/g, '[\\s\\S]*')}$`),
);

/** A locale key where a sentence should be: what a missing text looks like. */
const RAW_KEY = /^[\w-]+(\.[\w-]+)+$/;

/**
 * The texts of an error body ({detail}, {field: [texts]}, or v3's [texts]) that the catalogue does not know.
 * A call flow refused as invalid (call_flow_invalid) lists its diagram's issues: their rule and
 * severity are codes, and their message is the designer's own text for that rule in the asker's
 * language (core/callFlow/messages.ts, tested with the call flows), which must not be a bare key.
 */
export function uncataloguedTexts(body: unknown): string[] {
  const texts: string[] = [];
  const walk = (value: unknown, key?: string) => {
    // code is a catalogue key, used_by lists the records (by their labels) that hold a delete
    // back, and named lists resource names among them.
    if (key === 'code' || key === 'used_by' || key === 'named') return;
    if (key === 'issues' && Array.isArray(value)) {
      for (const issue of value as Record<string, unknown>[]) {
        const { message, rule: _rule, severity: _severity, block: _block, params: _params, ...rest } = issue ?? {};
        if (typeof message !== 'string' || message === '' || RAW_KEY.test(message)) texts.push(String(message));
        walk(rest);
      }
      return;
    }
    if (typeof value === 'string') {
      if (!CATALOGUE_PATTERNS.some((p) => p.test(value))) texts.push(value);
    } else if (Array.isArray(value)) value.forEach((v) => walk(v));
    else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) walk(v, k);
  };
  walk(body);
  return texts;
}
