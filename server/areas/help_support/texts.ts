import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Translate } from '../../../src/domain/callFlow/messages.ts';

export const CHEAT_SHEET_LANGUAGES = ['en', 'nl', 'fr'] as const;
export type CheatSheetLanguage = (typeof CHEAT_SHEET_LANGUAGES)[number];

/**
 * The folders whose texts the cheat sheet reads, the same files the portal shows: its own
 * (locales/resources/sections/: cheat_sheet.*) and the block kinds' (locales/resources/
 * call_flow/blocks/: the shared file and one folder per kind), so that page and PDF say the same.
 */
const FOLDERS = ['sections', 'call_flow/blocks'].map((folder) => fileURLToPath(new URL(`../../../locales/resources/${folder}`, import.meta.url)));

type Tree = { [key: string]: string | Tree };

function merge(into: Tree, from: Tree) {
  for (const [key, value] of Object.entries(from)) {
    if (typeof value === 'object' && typeof into[key] === 'object') merge(into[key], value);
    else into[key] = value;
  }
}

function load(lang: CheatSheetLanguage): Tree {
  const tree: Tree = {};
  const visit = (dir: string) => {
    if (!existsSync(dir)) return;
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      if (entry.isDirectory()) visit(join(dir, entry.name));
      else if (entry.name === `${lang}.json`) merge(tree, JSON.parse(readFileSync(join(dir, entry.name), 'utf8')) as Tree);
    }
  };
  for (const folder of FOLDERS) visit(folder);
  return tree;
}

function lookup(tree: Tree, key: string): string | undefined {
  let node: string | Tree | undefined = tree;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' ? node : undefined;
}

/**
 * The cheat sheet's translate in one language, as polyglot reads the same files in the portal:
 * %{name} placeholders and the `_` default for a missing key. A key that neither has is an
 * error: the PDF is never written with a key where a text should be.
 */
export function cheatSheetTranslator(lang: CheatSheetLanguage): Translate {
  const tree = load(lang);
  return (key, params = {}) => {
    const text = lookup(tree, key) ?? (typeof params._ === 'string' ? params._ : undefined);
    if (text === undefined) throw new Error(`locales/resources/{sections,call_flow/blocks} (${lang}) have no ${key}`);
    return text.replace(/%\{(\w+)\}/g, (_m, name: string) => (params[name] === undefined ? '' : String(params[name])));
  };
}
