import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The portal's locale files read on the server, so that what the server writes (a refused
 * save's issues, a PDF) says exactly what the portal shows: the `<lang>.json` files of some
 * folders of locales/resources/, merged into one tree per language, or the top-level
 * locales/<lang>.json; each read once.
 */
export type LocaleTree = { [key: string]: string | LocaleTree };

const ROOT = fileURLToPath(new URL('../../locales/', import.meta.url));
const LOCALES = join(ROOT, 'resources');

const read = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as LocaleTree;

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
      else if (entry.name === `${lang}.json`) merge(tree, read(join(dir, entry.name)));
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

/** The portal's top-level locales/<lang>.json (its own texts: the mails among them) in `lang`. */
export function rootLocaleTree(lang: string): LocaleTree {
  const key = `:${lang}`;
  return trees.get(key) ?? trees.set(key, read(join(ROOT, `${lang}.json`))).get(key)!;
}

function at(tree: LocaleTree, key: string): string | LocaleTree | undefined {
  let node: string | LocaleTree | undefined = tree;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return node;
}

/** The text at a dotted key, or undefined. */
export function lookup(tree: LocaleTree, key: string): string | undefined {
  const node = at(tree, key);
  return typeof node === 'string' ? node : undefined;
}

/** The subtree at a dotted key (a group of texts read together), or undefined. */
export function branch(tree: LocaleTree, key: string): LocaleTree | undefined {
  const node = at(tree, key);
  return typeof node === 'object' ? node : undefined;
}

/** polyglot's %{name} placeholders, and its "one |||| many" forms read with smart_count or count. */
export function fill(text: string, params: Record<string, unknown> = {}): string {
  const forms = text.split('||||').map((f) => f.trim());
  const count = Number(params.smart_count ?? params.count);
  const chosen = forms.length > 1 && Number.isFinite(count) ? forms[count === 1 ? 0 : 1] : forms[0];
  return chosen.replace(/%\{(\w+)\}/g, (_m, name: string) => (params[name] === undefined ? '' : String(params[name])));
}
