import { readFileSync } from 'node:fs';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { expect } from 'vitest';
import { render } from '../../../server/areas/device/provisioning/render.ts';
import { familyOf } from '../../../server/areas/device/provisioning/vendors/index.ts';
import { fixedInput } from './fixedInput.ts';

/** A documented-key list of tests/fixtures/provisioning/<vendor>/ (comment lines start with #). */
export function documented(vendor: string, list: string): Set<string> {
  const text = readFileSync(new URL(`../../fixtures/provisioning/${vendor}/${list}`, import.meta.url), 'utf8');
  return new Set(text.split('\n').map((l) => l.trim()).filter((l) => l && !l.startsWith('#')));
}

/** account.1.sip_server.1.port → account.N.sip_server.N.port: the lists name numbered keys once. */
export const numbered = (key: string) => key.replace(/\.\d+(?=\.|$)/g, '.N');

/** `file` (MAC written as MAC) of `model` rendered from the fixed input; undefined when the family does not answer it. */
export function renderFile(model: string, file: string, modules = 0, change: (input: ReturnType<typeof fixedInput>) => void = () => {}): string | undefined {
  const input = fixedInput(model, modules);
  change(input);
  const family = familyOf(model);
  if (!family) throw new Error(`no family serves ${model}`);
  const wanted = family.fileFor(file.replace('MAC', input.mac), input.mac, input, '');
  return wanted && render(family, wanted, input);
}

/** The file as XML: well formed, then parsed with its attributes (prefixed @). */
export function parseXml(body: string): Record<string, unknown> {
  expect(XMLValidator.validate(body)).toBe(true);
  return new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@', parseTagValue: false, parseAttributeValue: false, isArray: (name) => ['fkey', 'param', 'item', 'DirectoryEntry', 'entry'].includes(name) }).parse(body);
}

/**
 * A Yealink .cfg or .boot: `#!version:1.0.0.1` first, then only comments, `key = value` lines and
 * (boot files) `include:config "<file>"` lines; its keys with their values.
 */
export function yealinkLines(body: string): Map<string, string> {
  const lines = body.split('\n');
  expect(lines[0]).toBe('#!version:1.0.0.1');
  const keys = new Map<string, string>();
  for (const line of lines.slice(1)) {
    if (line === '' || line.startsWith('#') || /^include:config "[A-Za-z0-9._-]+"$/.test(line)) continue;
    const match = /^([a-z][a-z0-9_]*(?:\.[a-z0-9_]+)*) = ([^\r\n]*)$/i.exec(line);
    expect(match, `not a key = value line: ${line}`).not.toBeNull();
    expect(keys.has(match![1]), `key written twice: ${match![1]}`).toBe(false);
    keys.set(match![1], match![2]);
  }
  return keys;
}
