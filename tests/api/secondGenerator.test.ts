import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import ts from 'typescript';
import { createClient } from '@hey-api/openapi-ts';

/**
 * Issue 24: developers regenerate clients from the API description with tools of their own
 * choosing, not only with openapi-typescript, which the portal uses. A second generator builds
 * a client from generated/openapi.json here, and calls through it must type-check: reads of a
 * list in its lookup shape and of one record, and a wrong call that must be refused.
 */

const DESCRIPTION = fileURLToPath(new URL('../../generated/openapi.json', import.meta.url));

const USAGE = `
import { createClient } from './client/client';
import { siteList, cdrRetrieve } from './client/sdk.gen';

const client = createClient({ baseUrl: 'http://localhost:8000/api', headers: { Authorization: 'Token t', 'Current-Group-Id': '1' } });

export async function lookups(): Promise<string[]> {
  const { data } = await siteList({ client, query: { label_only: true, page_size: 1000 } });
  const page = data && 'results' in data ? data.results : [];
  // The description documents each shape: the label_only one is narrowed to by its label.
  return page.map((site) => ('label' in site && typeof site.label === 'string' ? site.label : String(site.id)));
}

export async function caller(id: number): Promise<string | undefined> {
  const { data } = await cdrRetrieve({ client, path: { id } });
  // @ts-expect-error the path id is a number in the description: a text is refused.
  await cdrRetrieve({ client, path: { id: 'one' } });
  return data?.caller;
}
`;

describe('a second generator (@hey-api/openapi-ts) builds a client from the description', () => {
  const folder = mkdtempSync(join(tmpdir(), 'switchboard-client-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('generates it, and two calls through it type-check', async () => {
    await createClient({
      input: DESCRIPTION,
      output: join(folder, 'client'),
      plugins: ['@hey-api/client-fetch', '@hey-api/typescript', '@hey-api/sdk'],
      logs: { level: 'silent' },
    });
    const usage = join(folder, 'usage.ts');
    writeFileSync(usage, USAGE);
    const program = ts.createProgram([usage], {
      strict: true,
      noEmit: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      lib: ['lib.es2022.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
      types: [],
      skipLibCheck: true,
    });
    const problems = ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
    expect(problems).toEqual([]);
  });
});
