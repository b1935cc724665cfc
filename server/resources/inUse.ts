import { serverText } from '../../src/domain/errorCatalogue.ts';
import { HttpError } from '../http/errors.ts';
import type { Usage } from './usage.ts';

/** A catalogue message for a record in use, and the placeholder (if any) that names the users. */
interface InUseMessage {
  code: string;
  names?: string;
}

/**
 * configuration-areas §8, "In use (cannot delete)": the message for a record of `target` used
 * by records of the listed resources, most specific first. Call flows and queues will name what
 * uses them once their blocks and agents are references (their areas come later).
 */
const BY_TARGET: Record<string, [users: string[], message: InUseMessage][]> = {
  site: [[['extension'], { code: 'site_in_extensions', names: 'objects' }]],
  call_flow: [[['did_routing'], { code: 'call_flow_in_use_by_numbers', names: 'objects' }]],
  phonebook: [[['device'], { code: 'phonebook_in_devices', names: 'objects' }]],
  voicemail_box: [
    [['voicemail_message'], { code: 'voicemail_not_empty' }],
    [['call_flow', 'device'], { code: 'voicemail_in_use' }],
  ],
  queue: [[['call_flow'], { code: 'queue_in_use', names: 'call_flows' }]],
  media_file: [[['queue', 'call_flow'], { code: 'media_in_use' }]],
  phonebook_contact: [[['queue'], { code: 'contacts_in_use_queue' }]],
  device: [[['dss_button', 'call_flow'], { code: 'device_in_use' }]],
};

/** Otherwise the message says what kind of record uses it. */
const BY_USER: Record<string, InUseMessage> = {
  call_flow: { code: 'in_use_call_flow' },
  device: { code: 'in_use_device' },
  did_routing: { code: 'in_use_phone_number' },
  extension: { code: 'in_use_extension' },
};

/** One name per record, though it may use the target through several fields. */
const labels = (usage: Usage[]) => [...new Set(usage.flatMap((u) => u.items.map((i) => i.label)))].join(', ');

function messageFor(target: string, usage: Usage[]): { message: InUseMessage; named: Usage[] } | undefined {
  for (const [users, message] of BY_TARGET[target] ?? []) {
    const named = usage.filter((u) => users.includes(u.resource));
    if (named.length) return { message, named };
  }
  for (const u of usage) if (BY_USER[u.resource]) return { message: BY_USER[u.resource], named: [u] };
  return undefined;
}

/**
 * The 409 of a delete refused because the record is in use: the catalogue's own message where
 * configuration-areas §8 has one as detail; code stays in_use, whatever the wording, and
 * used_by lists every user so that a client can name them all.
 */
export function inUseError(target: string, usage: Usage[]): HttpError {
  const found = messageFor(target, usage);
  const detail = found
    ? serverText(found.message.code, found.message.names ? { [found.message.names]: labels(found.named) } : {})
    : serverText('in_use', { used_by: usage.map((u) => `${u.resource}: ${u.items.map((i) => i.label).join(', ')}`).join('; ') });
  return new HttpError(409, { detail, code: 'in_use', used_by: usage });
}
