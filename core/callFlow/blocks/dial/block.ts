import { check, defineBlock } from '../../define.ts';
import { isValidNumber } from '../../phone.ts';
import { entryFor, idOf, kindReason, list, obj, text } from '../../read.ts';
import type { BlockData, Reference, RouteStep, RuleIssue } from '../../types.ts';
import schema from './schema.json' with { type: 'json' };
import uiSchema from './ui.json' with { type: 'json' };

interface Target {
  type: string;
  value: unknown;
}

const tiersOf = (data: BlockData): Target[][] => list(data.tiers).map((tier) => list(tier).map((t) => ({ type: text(obj(t).type), value: obj(t).value })));

/** The record a dialled target names: an extension or a phonebook contact; a number names none. */
const RESOURCE: Record<string, string> = { extension: 'extension', contact: 'phonebook_contact' };
const resourceOf = (type: string): string | undefined => (Object.hasOwn(RESOURCE, type) ? RESOURCE[type] : undefined);

function rules(data: BlockData): RuleIssue[] {
  const tiers = tiersOf(data);
  const issues: RuleIssue[] = [...check(!tiers.length, 'tiers'), ...check(data.mode !== 'advanced' && tiers.length > 1, 'simple_mode')];
  tiers.forEach((tier, t) => {
    if (!tier.length) issues.push({ rule: 'tier_empty', params: { tier: t + 1 } });
    tier.forEach((target) => {
      const blank = target.value === null || target.value === undefined || (typeof target.value === 'string' && !target.value.trim());
      const resource = resourceOf(target.type);
      if (blank || !(resource || target.type === 'number')) issues.push({ rule: 'values_filled', params: { tier: t + 1 } });
      else if (target.type === 'number' && !isValidNumber(target.value)) issues.push({ rule: 'numbers_valid', params: { number: String(target.value) } });
      else if (resource && idOf(target.value) === null) issues.push({ rule: 'values_filled', params: { tier: t + 1 } });
    });
  });
  return issues;
}

function references(data: BlockData): Reference[] {
  const out: Reference[] = [];
  for (const tier of tiersOf(data)) {
    for (const target of tier) {
      const id = idOf(target.value);
      const resource = resourceOf(target.type);
      if (id !== null && resource) out.push({ resource, id });
    }
  }
  const ringtone = idOf(data.ringtone);
  const ringGroup = idOf(data.ring_group);
  if (ringtone !== null) out.push({ resource: 'ring_tone', id: ringtone });
  if (ringGroup !== null) out.push({ resource: 'ring_group', id: ringGroup });
  return out;
}

/** Rings its targets tier by tier (configuration-areas §3 "Dial"); a call nobody answers leaves by no_answer. */
export const block = defineBlock({
  type: 'dial',
  order: 2,
  icon: 'phoneForwarded',
  schema,
  uiSchema,
  ruleKeys: ['tiers', 'tier_empty', 'values_filled', 'numbers_valid', 'simple_mode'],
  defaults: () => ({ mode: 'simple', tiers: [[]], ring_time: 30, ringtone: null, ring_group: null }),
  ports: () => ['no_answer'],
  rules,
  references,
  route: (data, call): RouteStep => {
    const targets = tiersOf(data).reduce((n, tier) => n + tier.length, 0);
    return entryFor(call.scenario.no_answer, call.block) === true
      ? { port: 'no_answer', reason: kindReason('dial', 'no_answer'), params: { seconds: Number(data.ring_time ?? 30) } }
      : { port: null, end: 'ended', reason: kindReason('dial', 'answered'), params: { targets } };
  },
});
