import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The portal's locale files read on the server, so that what the server writes (a refused
 * save's issues, a PDF) says exactly what the portal shows: the `<lang>.json` files of some
 * folders of locales/resources/, merged into one tree per language, read once.
 */
export type LocaleTree = { [key: string]: string | LocaleTree };

const LOCALES = fileURLToPath(new URL('../../locales/resources/', import.meta.url));

function merge(into: LocaleTree, from: LocaleTree) {
  for (const [key, value] of Object.entries(from)) {
    if (typeof value === 'object' && value && typeof into[key] === 'object') merge(into[key], value);
    else into[key] = value;
  }
}

/** Every `<lang>.json` under the folders (their subfolders included, in name order), merged. */
function load(folders: readonly string[], lang: string): LocaleTree {
  const tree: LocaleTree = {};
  const visit = (dir: string) => {
    if (!existsSync(dir)) return;
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      if (entry.isDirectory()) visit(join(dir, entry.name));
      else if (entry.name === `${lang}.json`) merge(tree, JSON.parse(readFileSync(join(dir, entry.name), 'utf8')) as LocaleTree);
    }
  };
  for (const folder of folders) visit(join(LOCALES, folder));
  return tree;
}

const trees = new Map<string, LocaleTree>();

/** The merged tree of these folders of locales/resources/ (e.g. `['call_flow/blocks']`) in `lang`. */
export function localeTree(folders: readonly string[], lang: string): LocaleTree {
  const key = `${folders.join('|')}:${lang}`;
  return trees.get(key) ?? trees.set(key, load(folders, lang)).get(key)!;
}

/** The text at a dotted key, or undefined. */
export function lookup(tree: LocaleTree, key: string): string | undefined {
  let node: string | LocaleTree | undefined = tree;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' ? node : undefined;
}

/** polyglot's %{name} placeholders, and its "one |||| many" forms read with smart_count or count. */
export function fill(text: string, params: Record<string, unknown> = {}): string {
  const forms = text.split('||||').map((f) => f.trim());
  const count = Number(params.smart_count ?? params.count);
  const chosen = forms.length > 1 && Number.isFinite(count) ? forms[count === 1 ? 0 : 1] : forms[0];
  return chosen.replace(/%\{(\w+)\}/g, (_m, name: string) => (params[name] === undefined ? '' : String(params[name])));
}
