import { createHash } from 'node:crypto';
import { cpSync, mkdtempSync, readdirSync, readFileSync, statSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/**
 * A throwaway copy of the project's `entries`, sharing its node_modules: the recipe tests
 * (add an area, add a block kind) change the copy and prove which files the recipe touched.
 */
export function copyProject(prefix: string, entries: readonly string[]): string {
  const copy = mkdtempSync(join(tmpdir(), prefix));
  for (const entry of entries) cpSync(join(ROOT, entry), join(copy, entry), { recursive: true });
  symlinkSync(join(ROOT, 'node_modules'), join(copy, 'node_modules'), 'dir');
  return copy;
}

/** Every file of the copy (node_modules aside) by its path, with a hash of its content. */
export function snapshot(dir: string): Map<string, string> {
  const files = new Map<string, string>();
  const walk = (folder: string) => {
    for (const name of readdirSync(folder)) {
      const path = join(folder, name);
      if (name === 'node_modules') continue;
      if (statSync(path).isDirectory()) walk(path);
      else files.set(relative(dir, path), createHash('sha256').update(readFileSync(path)).digest('hex'));
    }
  };
  walk(dir);
  return files;
}
