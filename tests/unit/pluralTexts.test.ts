import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

function flatten(value: unknown, prefix = ''): Record<string, string> {
  if (!value || typeof value !== 'object') return { [prefix]: String(value) };
  return Object.assign({}, ...Object.entries(value).map(([k, v]) => flatten(v, prefix ? `${prefix}.${k}` : k)));
}

/** Every English text of the portal by key: polyglot merges the sets into one tree. */
function englishTexts(): Record<string, string> {
  const dir = join(ROOT, 'locales');
  const files = [join(dir, 'en.json'), ...readdirSync(dir, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => join(dir, d.name, 'en.json'))];
  return Object.assign({}, ...files.map((file) => flatten(JSON.parse(readFileSync(file, 'utf8')))));
}

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Each call that names a text by a literal key, with its whole argument list (to the closing parenthesis). */
function callsWithKey(source: string): { key: string; call: string }[] {
  const found: { key: string; call: string }[] = [];
  for (const match of source.matchAll(/\b(?:translate|notify)\(\s*'([\w.]+)'/g)) {
    let depth = 0;
    let end = match.index;
    for (; end < source.length; end++) {
      if (source[end] === '(') depth++;
      else if (source[end] === ')' && --depth === 0) break;
    }
    found.push({ key: match[1], call: source.slice(match.index, end + 1) });
  }
  return found;
}

describe('plural texts', () => {
  // Polyglot picks the singular or plural form of "a |||| b" by smart_count; without it the
  // user sees both forms and the bars, placeholders and all.
  it('are always given smart_count, so that one form shows, not the template', () => {
    const texts = englishTexts();
    const plural = new Set(Object.keys(texts).filter((key) => texts[key].includes('||||')));
    const missing = [...sources(join(ROOT, 'core')), ...sources(join(ROOT, 'src'))].flatMap((file) =>
      callsWithKey(readFileSync(file, 'utf8'))
        .filter(({ key, call }) => plural.has(key) && !call.includes('smart_count'))
        .map(({ key }) => `${file.slice(ROOT.length)}: ${key}`),
    );
    expect(missing).toEqual([]);
  });
});
