import { serverText } from '../../core/domain/errorCatalogue.ts';
import type { InUseWording } from '../../core/schema/keywords.ts';
import { HttpError } from '../http/errors.ts';
import type { ResourceModel } from './model.ts';
import type { Usage } from './usage.ts';

/** One name per record, though it may use the target through several fields. */
const labels = (usage: Usage[]) => [...new Set(usage.flatMap((u) => u.items.map((i) => i.label)))].join(', ');

/**
 * configuration-areas §8, "In use (cannot delete)": the target's schema words a delete refused
 * by the records of the resources it lists (x-resource inUse, most specific first); otherwise
 * the schema of what uses it says how such a user is named (x-resource usedAs).
 */
function messageFor(target: ResourceModel, usage: Usage[], models: Map<string, ResourceModel>) {
  for (const wording of target.meta.inUse ?? []) {
    const named = usage.filter((u) => wording.by.includes(u.resource));
    if (named.length) return { wording, named };
  }
  for (const u of usage) {
    const usedAs = models.get(u.resource)?.meta.usedAs;
    if (usedAs) return { wording: { by: [u.resource], message: usedAs } satisfies InUseWording, named: [u] };
  }
  return undefined;
}

/**
 * The 409 of a delete refused because the record is in use: the catalogue's own message where
 * configuration-areas §8 has one as detail; code stays in_use, whatever the wording, and
 * used_by lists every user so that a client can name them all, and named says which of those
 * resources the detail already names, so that a client lists those records only once.
 */
export function inUseError(target: ResourceModel, usage: Usage[], models: Map<string, ResourceModel>): HttpError {
  const found = messageFor(target, usage, models);
  const detail = found
    ? serverText(found.wording.message, found.wording.names ? { [found.wording.names]: labels(found.named) } : {})
    : serverText('in_use', { used_by: usage.map((u) => `${u.resource}: ${u.items.map((i) => i.label).join(', ')}`).join('; ') });
  const named = found?.wording.names ? [...new Set(found.named.map((u) => u.resource))] : [];
  return new HttpError(409, { detail, code: 'in_use', used_by: usage, named });
}
