import type { Block } from '../../../../../core/callFlow/types.ts';

type Translate = (key: string, options?: Record<string, unknown>) => string;
type LabelOf = (resource: string, id: number) => string | undefined;

const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const obj = (value: unknown): Record<string, unknown> => (typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {});
const str = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');
const id = (value: unknown): number | null => (typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : null);

/** Kinds whose node has a summary line (the start and the end of a call say nothing more). */
export const hasSummary = (type: string): boolean => type !== 'start' && type !== 'end_call';

/**
 * One line under a block's name saying what it does with its data ("Keys 1, 2, #", the queue's
 * name): enough to read a diagram without opening every block. Plain text, so that a node stays
 * light on a canvas of thousands.
 */
export function blockSummary(block: Block, translate: Translate, labelOf: LabelOf): string {
  const data = obj(block.data);
  const notSet = () => translate('designer.summary.not_set');
  const record = (resource: string, value: unknown) => {
    const ref = id(value);
    if (ref === null) return notSet();
    return labelOf(resource, ref) ?? `#${ref}`;
  };
  const count = (key: string, n: number) => translate(`designer.summary.${key}`, { smart_count: n });
  switch (block.type) {
    case 'option_menu': {
      const keys = list(data.options).map((o) => str(obj(o).key)).filter(Boolean);
      return keys.length ? translate('designer.summary.keys', { keys: keys.join(' ') }) : notSet();
    }
    case 'dial': {
      const targets = list(data.tiers).reduce<number>((n, tier) => n + list(tier).length, 0);
      return targets ? `${count('targets', targets)} · ${translate('designer.summary.seconds', { n: str(data.ring_time) || '30' })}` : notSet();
    }
    case 'calendar':
    case 'schedule':
    case 'caller_id_routing': {
      const routes = list(data.routes).map((r) => str(obj(r).label)).filter(Boolean);
      const zone = str(data.timezone);
      const text = routes.length ? routes.join(', ') : count('routes', list(data.routes).length);
      return zone ? `${text} · ${zone}` : text;
    }
    case 'toggle': {
      const active = list(data.options).map(obj).find((o) => o.active === true);
      return active ? translate('designer.summary.active', { label: str(active.label) }) : notSet();
    }
    case 'queue':
      return record('queue', data.queue);
    case 'voicemail':
      return record('voicemail_box', data.box);
    case 'jump':
      return record('call_flow', data.call_flow);
    case 'fax': {
      const recipients = list(data.recipients).map(str).filter(Boolean);
      return recipients.length ? recipients.join(', ') : notSet();
    }
    case 'distribute':
      return data.routes ? `${count('routes', Number(data.routes))} · ${translate(`blocks.kinds.distribute.values.method.${str(data.method) || 'round_robin'}`)}` : notSet();
    case 'active_calls':
      return count('extensions', list(data.extensions).length);
    case 'play_media': {
      const files = list(data.files).map((f) => record('media_file', f));
      return files.length ? files.join(', ') : notSet();
    }
    case 'speak':
      return str(data.text) || notSet();
    case 'summary':
      return str(data.language) || notSet();
    default:
      return '';
  }
}
