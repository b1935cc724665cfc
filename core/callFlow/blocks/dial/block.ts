import { check, defineBlock } from '../../define.ts';
import { NOT_SET, count, shown } from '../../summary.ts';
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
  // Material's PhoneForwardedRounded icon.
  icon: ["m22.65 5.65-3.79-3.79c-.32-.32-.86-.1-.86.35V4h-3.5c-.28 0-.5.22-.5.5v3c0 .28.22.5.5.5H18v1.79c0 .45.54.67.85.35l3.79-3.79c.2-.19.2-.51.01-.7m-3.42 9.61-2.54-.29c-.61-.07-1.21.14-1.64.57l-1.84 1.84c-2.83-1.44-5.15-3.75-6.59-6.59l1.85-1.85c.43-.43.64-1.03.57-1.64l-.29-2.52c-.12-1.01-.97-1.77-1.99-1.77H5.03c-1.13 0-2.07.94-2 2.07.53 8.54 7.36 15.36 15.89 15.89 1.13.07 2.07-.87 2.07-2v-1.73c.01-1.01-.75-1.86-1.76-1.98"],
  schema,
  uiSchema,
  ruleKeys: ['tiers', 'tier_empty', 'values_filled', 'numbers_valid', 'simple_mode'],
  defaults: () => ({ mode: 'simple', tiers: [[]], ring_time: 30, ringtone: null, ring_group: null }),
  ports: () => ['no_answer'],
  summary: (data) => {
    const targets = list(data.tiers).reduce<number>((n, tier) => n + list(tier).length, 0);
    return targets ? [count('targets', targets), { key: 'designer.summary.seconds', params: { n: shown(data.ring_time) || '30' } }] : [NOT_SET];
  },
  rules,
  references,
  route: (data, call): RouteStep => {
    const targets = tiersOf(data).reduce((n, tier) => n + tier.length, 0);
    return entryFor(call.scenario.no_answer, call.block) === true
      ? { port: 'no_answer', reason: kindReason('dial', 'no_answer'), params: { seconds: Number(data.ring_time ?? 30) } }
      : { port: null, end: 'ended', reason: kindReason('dial', 'answered'), params: { targets } };
  },
});
