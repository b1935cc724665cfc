import type { Queryable } from '../../db/index.ts';
import { HttpError } from '../../http/errors.ts';
import { serverText } from '../../../core/domain/errorCatalogue.ts';
import type { FieldErrors } from '../../resources/validation.ts';
import { phoneNumberNotInPhonebook } from '../../resources/rules/phoneNumbers.ts';
import { refuse, type ResourceRules } from '../../resources/rules/types.ts';

/** Numbers no group may route (migration 0007: emergency, public-service and platform numbers). */
async function isProtected(db: Queryable, number: unknown): Promise<boolean> {
  if (typeof number !== 'string') return false;
  return (await db.query('SELECT 1 FROM protected_did WHERE number = $1', [number])).length > 0;
}

/**
 * Failover (configuration-areas §5: valid, differs from the number, at least one extension or
 * a site). It fires when a share (one, half, all) of the extensions that take the number's
 * calls is unreachable: the allowed extensions, or the site's. Numbers are compared in E.164,
 * the form every phone number is stored in.
 */
function failover(record: Record<string, unknown>): FieldErrors {
  if (record.failover_enabled !== true) return {};
  const allowed = (record.allowed_extensions as number[] | undefined) ?? [];
  const errors: FieldErrors = {};
  if (record.site == null && !allowed.length) Object.assign(errors, refuse('allowed_extensions', { code: 'failover_needs_extensions' }));
  if (record.failover_strategy === 'number' && record.failover_number === record.did) {
    Object.assign(errors, refuse('failover_number', { code: 'number_is_self' }));
  }
  // With ratio all, every allowed extension is unreachable when failover fires, this one too.
  if (record.failover_strategy === 'extension' && record.failover_ratio === 'all' && allowed.includes(record.failover_extension as number)) {
    Object.assign(errors, refuse('failover_extension', { code: 'failover_extension_allowed' }));
  }
  return errors;
}

/** Exceptional forwarding to the number itself would ring it again, for ever. */
function forwarding(record: Record<string, unknown>): FieldErrors {
  return record.exceptional_forwarding && record.exceptional_forwarding_number === record.did
    ? refuse('exceptional_forwarding_number', { code: 'number_is_self' })
    : {};
}

/** A draft call flow takes no calls: the call flow and the override must be active ones. */
async function activeCallFlows(db: Queryable, record: Record<string, unknown>): Promise<FieldErrors> {
  const fields = ['call_flow', 'override_call_flow'].filter((f) => typeof record[f] === 'number');
  if (!fields.length) return {};
  const drafts = await db.query<{ id: number }>(
    "SELECT id FROM res_call_flow WHERE id = ANY($1::int[]) AND (data ->> 'draft')::boolean IS TRUE",
    [fields.map((f) => record[f])],
  );
  const draftIds = new Set(drafts.map((d) => d.id));
  return Object.assign({}, ...fields.filter((f) => draftIds.has(record[f] as number)).map((f) => refuse(f, { code: 'call_flow_draft' })));
}

/** Phone numbers (DID routing), configuration-areas §5. */
const phoneNumber: ResourceRules = {
  async beforeWrite({ tx }, record, previous) {
    // A protected number can be neither taken nor, where the provider routes one, changed.
    if ((await isProtected(tx, record.did)) || (await isProtected(tx, previous?.did))) return refuse('did', { code: 'did_protected' });
    return { ...failover(record), ...forwarding(record), ...(await activeCallFlows(tx, record)) };
  },

  async beforeDelete({ tx }, current) {
    if (await isProtected(tx, current.did)) throw new HttpError(409, { detail: serverText('did_protected'), code: 'did_protected' });
  },
};

/** The number is not a contact's of the group's phonebooks either (phoneNumbers.ts). */
export const rules = [phoneNumber, phoneNumberNotInPhonebook];
