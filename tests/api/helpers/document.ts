import { readFileSync } from 'node:fs';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { expect } from 'vitest';
import { FORMATS } from '../../../core/domain/formats.ts';
import { KEYWORDS } from '../../../core/schema/keywords.ts';

export const DOCUMENT = JSON.parse(readFileSync(new URL('../../../generated/openapi.json', import.meta.url), 'utf8')) as {
  paths: Record<string, Record<string, { responses?: Record<string, { content?: Record<string, { schema: unknown }> }> }>>;
};

/**
 * The API description read as a stranger's tools read it: Ajv 2020 with ajv-formats, so that
 * date-time, date, time and email mean what the standards say, not what the project's own Ajv
 * accepts. Only the formats the standards lack (phone-number, mac-address…) are the project's.
 * Not strict: the document's own keys (openapi, paths…) are not schema keywords.
 */
const ajv = addFormats(new Ajv2020({ strict: false, allErrors: true }));
for (const [format, validate] of Object.entries(FORMATS)) if (!ajv.formats[format]) ajv.addFormat(format, { type: 'string', validate });
for (const keyword of Object.keys(KEYWORDS)) ajv.addKeyword({ keyword });
ajv.addSchema(DOCUMENT, 'openapi');

const pointer = (segment: string) => segment.replace(/~/g, '~0').replace(/\//g, '~1');

/** The document's path template that `url` (under /api) matches, e.g. /v1/site/{id}/. */
export function templateOf(url: string): string | undefined {
  const path = url.split('?')[0].replace(/^\/api/, '');
  // A fixed path (…/bulk_update/) before a template that its segment would also fill (…/{id}/).
  if (DOCUMENT.paths[path]) return path;
  return Object.keys(DOCUMENT.paths).find((template) =>
    new RegExp(`^${template.replace(/\{[^}]+\}/g, '[^/]+')}$`).test(path),
  );
}

/** Why the answer is not what the description promises for this call, or undefined when it is. */
export function mismatchOf(method: string, url: string, status: number, body: unknown): string | undefined {
  const template = templateOf(url);
  if (!template) return `${method} ${url}: not in the API description`;
  const response = DOCUMENT.paths[template][method.toLowerCase()]?.responses?.[String(status)];
  if (!response) return `${method} ${template} ${status}: not in the API description`;
  if (!response.content?.['application/json']) return undefined;
  const ref = `openapi#/paths/${pointer(template)}/${method.toLowerCase()}/responses/${status}/content/application~1json/schema`;
  const validate = ajv.getSchema(ref) ?? ajv.compile({ $ref: ref });
  return validate(body) ? undefined : `${method} ${url} ${status}: ${JSON.stringify(validate.errors?.slice(0, 3))}`;
}

/** Fails the test when the answer is not what the document promises for this call. */
export function expectDocumented(method: string, url: string, status: number, body: unknown) {
  expect(mismatchOf(method, url, status, body)).toBeUndefined();
}
