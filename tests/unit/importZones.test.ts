import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The import zones of docs/architecture.md, checked on resolved paths (eslint's
 * no-restricted-imports sees only the written specifier): core/ imports only core/ and pure
 * libraries, the server never imports the portal, the generic engine never the hand-built pages.
 */
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const CODE = /\.(ts|tsx|mjs|js)$/;

function filesUnder(folder: string): string[] {
  return readdirSync(join(ROOT, folder), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && CODE.test(entry.name))
    .map((entry) => relative(ROOT, join(entry.parentPath, entry.name)));
}

/** Every module a file names: static and dynamic imports, re-exports and Vite's globs. */
export function specifiersOf(source: string): string[] {
  const found: string[] = [];
  const patterns = [
    /\b(?:import|export)\s[^'"]*?\sfrom\s*['"]([^'"]+)['"]/g,
    /\bimport\s*['"]([^'"]+)['"]/g,
    /\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g,
    /\bimport\.meta\.glob(?:<[^>]*>)?\(\s*\[?\s*['"]([^'"]+)['"]/g,
  ];
  for (const pattern of patterns) for (const match of source.matchAll(pattern)) found.push(match[1]);
  return found;
}

interface Crossing {
  file: string;
  imports: string;
}

/** The imports of the files under `folder` that break `allowed`. */
function crossings(folder: string, allowed: (target: string, bare: boolean) => boolean): Crossing[] {
  return filesUnder(folder).flatMap((file) =>
    specifiersOf(readFileSync(join(ROOT, file), 'utf8'))
      .filter((spec) => {
        const bare = !spec.startsWith('.');
        const target = bare ? spec : relative(ROOT, resolve(ROOT, dirname(file), spec));
        return !allowed(target, bare);
      })
      .map((imports) => ({ file, imports })),
  );
}

/** Libraries that draw, touch the DOM, the file system or a database: not for code both sides run. */
const NOT_PURE = /^(node:|react($|-dom|-admin|-router)|@mui\/|ra-|@xyflow\/|@rjsf\/|@emotion\/|fastify|@fastify\/|pg$|@electric-sql\/|nodemailer|pdfkit)/;

describe('import zones', () => {
  it('core/ imports only core/ and pure libraries', () => {
    expect(crossings('core', (target, bare) => (bare ? !NOT_PURE.test(target) : target.startsWith('core/')))).toEqual([]);
  });

  it('the server never imports the portal', () => {
    expect(crossings('server', (target, bare) => bare || !target.startsWith('src/'))).toEqual([]);
  });

  it('the portal never imports the server', () => {
    expect(crossings('src', (target, bare) => bare || !target.startsWith('server/'))).toEqual([]);
  });

  it("the portal's generic engine never imports the hand-built pages", () => {
    expect(crossings('src/engine', (target, bare) => bare || !target.startsWith('src/custom/'))).toEqual([]);
  });

  it('finds a crossing when there is one', () => {
    expect(specifiersOf("import { a } from '../../src/App.tsx';\nexport * from './b.ts';\nconst c = import('../x.ts');")).toEqual(['../../src/App.tsx', './b.ts', '../x.ts']);
  });
});
