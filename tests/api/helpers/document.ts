import { readFileSync } from 'node:fs';
import Ajv2020 from 'ajv/dist/2020.js';
import { expect } from 'vitest';
import { registerVocabulary } from '../../../core/domain/schemaKeywords.ts';

export const DOCUMENT = JSON.parse(readFileSync(new URL('../../../generated/openapi.json', import.meta.url), 'utf8')) as {
  paths: Record<string, Record<string, { responses?: Record<string, { content?: Record<string, { schema: unknown }> }> }>>;
};

// Not strict: the document's own keys (openapi, paths…) are not schema keywords.
const ajv = registerVocabulary(new Ajv2020({ strict: false, allErrors: true }));
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

/** Fails the test when the answer is not what the document promises for this call. */
export function expectDocumented(method: string, url: string, status: number, body: unknown) {
  const template = templateOf(url);
  expect(template, `${url} is not in the API description`).toBeDefined();
  const response = DOCUMENT.paths[template!][method.toLowerCase()]?.responses?.[String(status)];
  expect(response, `${method} ${template} ${status} is not in the API description`).toBeDefined();
  if (!response!.content) return;
  const ref = `openapi#/paths/${pointer(template!)}/${method.toLowerCase()}/responses/${status}/content/application~1json/schema`;
  const validate = ajv.getSchema(ref) ?? ajv.compile({ $ref: ref });
  const ok = validate(body);
  expect(ok, `${method} ${url} ${status}: ${JSON.stringify(validate.errors?.slice(0, 3))}`).toBe(true);
}
