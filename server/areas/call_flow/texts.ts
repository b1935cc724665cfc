import { AsyncLocalStorage } from 'node:async_hooks';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { LANGUAGES, type Language } from '../../../src/domain/formats.ts';
import type { Translate } from '../../../src/domain/callFlow/index.ts';
import type { Session } from '../../auth/session.ts';
import { languageOf } from '../../routes/quote.ts';

/**
 * The call-flow texts the server sends in the reader's language: the designer's rule and trace
 * messages, read from the same files the portal shows (locales/resources/call_flow/blocks/**),
 * so that a refused save says exactly what the designer's issue list says.
 */
const BLOCKS_DIR = fileURLToPath(new URL('../../../locales/resources/call_flow/blocks', import.meta.url));

type Tree = { [key: string]: string | Tree };

function merge(into: Tree, from: Tree) {
  for (const [key, value] of Object.entries(from)) {
    if (typeof value === 'object' && value && typeof into[key] === 'object') merge(into[key] as Tree, value);
    else into[key] = value;
  }
}

/** Every `<lang>.json` under the blocks folder (the shared one and one folder per kind), merged. */
function load(lang: Language): Tree {
  const tree: Tree = {};
  const visit = (dir: string) => {
    if (!existsSync(dir)) return;
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      if (entry.isDirectory()) visit(join(dir, entry.name));
      else if (entry.name === `${lang}.json`) merge(tree, JSON.parse(readFileSync(join(dir, entry.name), 'utf8')) as Tree);
    }
  };
  visit(BLOCKS_DIR);
  return tree;
}

const trees = new Map<Language, Tree>();
const treeOf = (lang: Language) => trees.get(lang) ?? trees.set(lang, load(lang)).get(lang)!;

function lookup(tree: Tree, key: string): string | undefined {
  let node: string | Tree | undefined = tree;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' ? node : undefined;
}

/** polyglot's %{name} placeholders, and its "one |||| many" forms read with smart_count or count. */
function fill(text: string, params: Record<string, unknown> = {}): string {
  const forms = text.split('||||').map((f) => f.trim());
  const count = Number(params.smart_count ?? params.count);
  const chosen = forms.length > 1 && Number.isFinite(count) ? forms[count === 1 ? 0 : 1] : forms[0];
  return chosen.replace(/%\{(\w+)\}/g, (_m, name: string) => (params[name] === undefined ? '' : String(params[name])));
}

/** A translate function in `lang`, English where the language lacks a text, the key where both do. */
export function translator(lang: Language): Translate {
  return (key, params) => fill(lookup(treeOf(lang), key) ?? lookup(treeOf('en'), key) ?? key, params);
}

const requestLanguage = new AsyncLocalStorage<Language | undefined>();

/**
 * Remembers each API request's Accept-Language (the portal sends its own language there) for
 * the rules of a call-flow write, which see the session but not the request.
 */
export function rememberRequestLanguage(app: FastifyInstance) {
  app.addHook('onRequest', (request, _reply, done) => {
    const header = request.headers['accept-language'];
    requestLanguage.run(header ? languageOf(header) : undefined, done);
  });
}

/** The reader's language: the request's Accept-Language, else their profile's. */
export function readerLanguage(session: Session): Language {
  const asked = requestLanguage.getStore();
  if (asked) return asked;
  return (LANGUAGES as readonly string[]).includes(session.user.language) ? (session.user.language as Language) : 'en';
}
