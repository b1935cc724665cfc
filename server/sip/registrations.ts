import type { Queryable } from '../db/index.ts';
import { groupOfDomain } from './accounts.ts';

/** What a registrar reports: a REGISTER it accepted (a new binding, a refresh or a removal), or a binding that expired. */
export interface RegistrarEvent {
  event: 'register' | 'expired';
  /** The address of record, user@domain (the extension's number at its group's SIP domain). */
  aor: string;
  /** register: the Contact header as received (one or more contacts, or *); expired: the contact's URI. */
  contact: string;
  /** register: the Expires header, when the contacts carry no expires of their own. */
  expires?: string | number;
  user_agent?: string;
  /** Where the REGISTER came from, ip:port. */
  source?: string;
}

/** The registrations an extension has now, newest first: what the portal shows and the dashboard counts. */
export interface Registration {
  contact: string;
  user_agent: string;
  source: string;
  expires_at: string;
  registered_at: string;
  last_registration: string;
}

/** Registrations are kept at most this long without a refresh, whatever was asked (the registrar's max_expires). */
export const MAX_EXPIRES = 3600;
export const DEFAULT_EXPIRES = 3600;

/** The contacts of a Contact header: each one's URI and its expires parameter; `*` is the removal of all. */
export function parseContacts(header: string): { uri: string; expires?: number }[] | '*' {
  const text = header.trim();
  if (text === '*') return '*';
  const out: { uri: string; expires?: number }[] = [];
  // Split at commas outside <…> and quotes.
  let part = '';
  let angle = false;
  let quote = false;
  const parts: string[] = [];
  for (const ch of text) {
    if (ch === '"' && !angle) quote = !quote;
    else if (ch === '<' && !quote) angle = true;
    else if (ch === '>' && !quote) angle = false;
    if (ch === ',' && !angle && !quote) {
      parts.push(part);
      part = '';
    } else part += ch;
  }
  parts.push(part);
  for (const raw of parts.map((p) => p.trim()).filter(Boolean)) {
    const bracketed = /<([^>]*)>(.*)$/.exec(raw);
    const uri = (bracketed ? bracketed[1] : raw.split(';')[0]).trim();
    const params = bracketed ? bracketed[2] : raw.slice(raw.split(';')[0].length);
    const expires = /;\s*expires\s*=\s*(\d+)/i.exec(params);
    if (uri) out.push({ uri: uri.slice(0, 500), expires: expires ? Number(expires[1]) : undefined });
  }
  return out;
}

export type Outcome =
  | { ok: true; extensionId: number; groupId: number; registered: boolean }
  | { ok: false; reason: 'unknown_extension' | 'other_group' | 'bad_aor' };

/**
 * The extension an AOR names (number@g<group>.<SIP_DOMAIN>), if it exists and lies in `scope`
 * (a platform token's group; null: the registrar, every group).
 */
export async function extensionOfAor(db: Queryable, aor: string, scope: number | null): Promise<Outcome | { ok: true; extensionId: number; groupId: number }> {
  const match = /^(?:sips?:)?([^@;>\s]+)@([^;>\s]+)$/i.exec(aor.trim());
  if (!match) return { ok: false, reason: 'bad_aor' };
  const groupId = groupOfDomain(match[2]);
  if (groupId === undefined) return { ok: false, reason: 'unknown_extension' };
  const rows = await db.query<{ id: number; group_id: number }>(`SELECT id, group_id FROM res_extension WHERE group_id = $1 AND data ->> 'extension' = $2`, [groupId, match[1]]);
  if (!rows[0]) return { ok: false, reason: 'unknown_extension' };
  if (scope !== null && rows[0].group_id !== scope) return { ok: false, reason: 'other_group' };
  return { ok: true, extensionId: rows[0].id, groupId: rows[0].group_id };
}

/** Keeps the extension's `registered` in step with its registrations; answers whether it changed. */
async function settle(db: Queryable, extensionId: number): Promise<boolean> {
  const rows = await db.query<{ registered: boolean; was: boolean | null }>(
    `WITH now_registered AS (SELECT EXISTS (SELECT 1 FROM sip_registrations WHERE extension_id = $1 AND expires_at > now()) AS registered)
     UPDATE res_extension e SET data = jsonb_set(e.data, '{registered}', to_jsonb(n.registered))
       FROM now_registered n, (SELECT (data ->> 'registered')::boolean AS was FROM res_extension WHERE id = $1) old
      WHERE e.id = $1 RETURNING n.registered, old.was`,
    [extensionId],
  );
  return rows[0] ? rows[0].registered !== (rows[0].was ?? false) : false;
}

/** Applies a registrar's event; an AOR that names no extension in scope is refused, nothing changes. */
export async function applyRegistrarEvent(db: Queryable, event: RegistrarEvent, scope: number | null): Promise<Outcome & { changed?: boolean }> {
  const found = await extensionOfAor(db, event.aor, scope);
  if (!found.ok) return found;
  const { extensionId, groupId } = found;
  if (event.event === 'expired') {
    const uri = event.contact.trim().replace(/^<|>$/g, '');
    await db.query('DELETE FROM sip_registrations WHERE extension_id = $1 AND contact = $2', [extensionId, uri]);
  } else {
    const contacts = parseContacts(event.contact);
    const headerExpires = event.expires === undefined || String(event.expires).trim() === '' ? undefined : Number(String(event.expires).trim());
    if (contacts === '*') {
      await db.query('DELETE FROM sip_registrations WHERE extension_id = $1', [extensionId]);
    } else {
      for (const contact of contacts) {
        const asked = contact.expires ?? (Number.isFinite(headerExpires) ? headerExpires! : DEFAULT_EXPIRES);
        const seconds = Math.min(Math.max(0, Math.floor(asked)), MAX_EXPIRES);
        if (seconds === 0) {
          await db.query('DELETE FROM sip_registrations WHERE extension_id = $1 AND contact = $2', [extensionId, contact.uri]);
          continue;
        }
        await db.query(
          `INSERT INTO sip_registrations (extension_id, group_id, contact, user_agent, source, expires_at)
           VALUES ($1, $2, $3, $4, $5, now() + make_interval(secs => $6))
           ON CONFLICT (extension_id, contact) DO UPDATE SET user_agent = EXCLUDED.user_agent, source = EXCLUDED.source,
             expires_at = EXCLUDED.expires_at, last_registration = now()`,
          [extensionId, groupId, contact.uri, (event.user_agent ?? '').slice(0, 300), (event.source ?? '').slice(0, 100), seconds],
        );
      }
    }
  }
  // Bindings past their time go too: a registrar that was down sent no expiry.
  await db.query('DELETE FROM sip_registrations WHERE extension_id = $1 AND expires_at <= now()', [extensionId]);
  const changed = await settle(db, extensionId);
  const [state] = await db.query<{ registered: boolean }>(`SELECT coalesce((data ->> 'registered')::boolean, false) AS registered FROM res_extension WHERE id = $1`, [extensionId]);
  return { ok: true, extensionId, groupId, registered: state?.registered ?? false, changed };
}

/** An extension's registrations as the registrar last reported them (an expiry or removal deletes its row). */
export async function registrationsOf(db: Queryable, extensionId: number): Promise<Registration[]> {
  return db.query<Registration>(
    `SELECT contact, user_agent, source, to_char(expires_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS expires_at,
            to_char(registered_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS registered_at,
            to_char(last_registration AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS last_registration
       FROM sip_registrations WHERE extension_id = $1 ORDER BY last_registration DESC`,
    [extensionId],
  );
}

/** The event the portal's open pages hear when an extension's registrations change. */
export const REGISTRATION_EVENT = 'sip.registration';
