import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { issueMessage, stepMessage, validateDiagram, traceCall } from '../../../core/callFlow/index.ts';
import { b, diagram, VALID } from './diagrams.ts';

/** A translate function over the real Dutch texts, as polyglot interpolates them. */
const root = fileURLToPath(new URL('../../../locales/resources/call_flow/blocks/', import.meta.url));
function flatten(value: unknown, prefix = '', out: Record<string, string> = {}) {
  if (typeof value === 'string') out[prefix] = value;
  else for (const [k, v] of Object.entries(value as object)) flatten(v, prefix ? `${prefix}.${k}` : k, out);
  return out;
}
const dutch: Record<string, string> = {};
flatten(JSON.parse(readFileSync(`${root}nl.json`, 'utf8')), '', dutch);
for (const entry of readdirSync(root, { withFileTypes: true })) if (entry.isDirectory()) flatten(JSON.parse(readFileSync(`${root}${entry.name}/nl.json`, 'utf8')), '', dutch);
const t = (key: string, params: Record<string, unknown> = {}) => (dutch[key] ?? key).replace(/%\{(\w+)\}/g, (_, name) => String(params[name] ?? ''));

describe('texts of issues and steps', () => {
  it('names an unconnected port by its label, its key, or its kind of port', () => {
    const d = diagram([b('start', 'start'), b('menu', 'option_menu', { ...VALID.option_menu, options: [{ key: '1', label: 'Verkoop' }, { key: '2', label: '' }] })], [['start', 'menu']]);
    const messages = validateDiagram(d).map((issue) => issueMessage(issue, t));
    expect(messages).toEqual([
      'Uitgang “Verkoop” is niet verbonden.',
      'Uitgang “2” is niet verbonden.',
      'Uitgang “Time-out” is niet verbonden.',
      'Uitgang “Ongeldige toets” is niet verbonden.',
    ]);
  });

  it('names the kind of record that has gone', () => {
    const d = diagram([b('start', 'start'), b('q', 'queue', VALID.queue)], [['start', 'q'], ['q', 'q', 'full']]);
    const [issue] = validateDiagram(d, { missing: new Set(['queue:5']) });
    expect(issueMessage(issue, t)).toBe('Call-flowblok heeft geen databasereferentie: de gebruikte wachtrij (#5) bestaat niet meer.');
  });

  it('gives a step its reason', () => {
    const d = diagram([b('start', 'start'), b('menu', 'option_menu', VALID.option_menu)], [['start', 'menu']]);
    const trace = traceCall(d, { caller: '+3225880100', dialled: '+3225880100', at: '2026-11-23T10:00:00Z', keys: ['2'] });
    expect(trace.steps.map((s) => stepMessage(s, t))).toEqual(['De oproep komt de call flow binnen.', 'De beller drukt op 2: “Support”.']);
  });
});
