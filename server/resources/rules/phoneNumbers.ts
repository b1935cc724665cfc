import type { Queryable } from '../../db/index.ts';
import { holdLock } from '../../db/locks.ts';
import { tableOf } from '../storageNames.ts';
import type { FieldErrors } from '../validation.ts';
import { refuse, type ResourceRules } from './types.ts';

/**
 * The phone number unique check (portal-overview §8): a number is either one of the group's
 * phone numbers or a contact in one of its phonebooks, never both, so a call from it is never
 * shown as an outside contact's and a contact's number is never the group's own line. Both
 * sides answer the catalogue's phonebook conflict (phone_number_exists). Numbers are compared in
 * E.164, the form every phone number is stored in.
 */

const lock = (tx: Queryable, groupId: number) => holdLock(tx, 'phoneNumbers', groupId);

/** A phone number (DID routing) that a contact of the group's phonebooks has, as its primary or secondary number. */
export const phoneNumberNotInPhonebook: ResourceRules = {
  async beforeWrite({ tx, session }, record, previous) {
    if (typeof record.did !== 'string' || record.did === previous?.did) return {};
    await lock(tx, session.group.id);
    const rows = await tx.query(
      `SELECT 1 FROM ${tableOf('phonebook_contact')} WHERE group_id = $1 AND (data ->> 'number' = $2 OR data ->> 'mobile' = $2) LIMIT 1`,
      [session.group.id, record.did],
    );
    return rows.length ? refuse('did', { code: 'phone_number_exists' }) : {};
  },
};

/** A contact's number, primary or secondary, that is one of the group's phone numbers. */
export const phonebookNumberNotOwn: ResourceRules = {
  async beforeWrite({ tx, session }, record, previous) {
    const fields = (['number', 'mobile'] as const).filter((field) => typeof record[field] === 'string' && record[field] !== previous?.[field]);
    if (!fields.length) return {};
    await lock(tx, session.group.id);
    const rows = await tx.query<{ did: string }>(
      `SELECT data ->> 'did' AS did FROM ${tableOf('did_routing')} WHERE group_id = $1 AND data ->> 'did' = ANY($2::text[])`,
      [session.group.id, fields.map((field) => record[field])],
    );
    const own = new Set(rows.map((row) => row.did));
    const errors: FieldErrors = {};
    for (const field of fields) if (own.has(record[field] as string)) Object.assign(errors, refuse(field, { code: 'phone_number_exists' }));
    return errors;
  },
};
