import type { SchemaSet } from '../../core/schema/types.ts';

/** The parts of a summary the chat model writes (schemas/call_summary.schema.json); the rest is the call's. */
export const WRITTEN = ['quick_summary', 'detailed_summary', 'sections', 'notes', 'conclusions', 'next_steps', 'recommendations', 'participants'] as const;

/**
 * Keywords OpenAI's strict structured output refuses (its "supported schemas": no string
 * lengths, no defaults) or that say nothing to a model. The answer is still held to the full
 * schema afterwards (generate.ts), so a too-long part is an invalid answer, retried once.
 */
const DROPPED = new Set(['maxLength', 'minLength', 'default', 'readOnly', '$id', '$schema', 'x-resource', 'x-reference']);

type Json = Record<string, unknown>;

function clean(node: unknown, defs: Json): unknown {
  if (Array.isArray(node)) return node.map((n) => clean(n, defs));
  if (!node || typeof node !== 'object') return node;
  const ref = (node as Json).$ref;
  // The summary's own $defs are inlined: one self-contained schema per request.
  if (typeof ref === 'string' && ref.startsWith('#/$defs/')) return clean(defs[ref.slice('#/$defs/'.length)], defs);
  const out: Json = {};
  for (const [key, value] of Object.entries(node as Json)) if (!DROPPED.has(key)) out[key] = clean(value, defs);
  // Strict mode: every property required and none other allowed (an optional part is answered empty).
  if (out.type === 'object' && out.properties && typeof out.properties === 'object') {
    out.required = Object.keys(out.properties as Json);
    out.additionalProperties = false;
  }
  return out;
}

/** The JSON Schema the chat answer is asked to follow, derived from the summary's schema so that both say the same. */
export function chatSchema(set: SchemaSet): Json {
  const summary = set.all.get('call_summary') as unknown as Json;
  const properties = summary.properties as Json;
  const defs = (summary.$defs ?? {}) as Json;
  const picked = Object.fromEntries(WRITTEN.map((name) => [name, properties[name]]));
  return clean({ type: 'object', properties: picked }, defs) as Json;
}
