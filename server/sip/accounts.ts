import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '../db/index.ts';
import type { SipAccount } from './account.ts';
import { open, seal } from './crypto.ts';
import { sipKey } from './secretKey.ts';

export type { SipAccount } from './account.ts';

/** The base the groups' SIP domains are made under: `g<group id>.<base>` (SIP_DOMAIN, default sip.localhost). */
export function sipDomainBase(env: NodeJS.ProcessEnv = process.env): string {
  return (env.SIP_DOMAIN || 'sip.localhost').trim().toLowerCase().replace(/^\.+|\.+$/g, '');
}

/** A group's SIP domain, also the digest realm of its accounts. */
export const sipDomain = (groupId: number, env: NodeJS.ProcessEnv = process.env) => `g${groupId}.${sipDomainBase(env)}`;

/** The group a domain names, or undefined when it is none of ours. */
export function groupOfDomain(domain: string, env: NodeJS.ProcessEnv = process.env): number | undefined {
  const match = /^g([1-9]\d{0,9})\.(.+)$/.exec(domain.trim().toLowerCase());
  return match && match[2] === sipDomainBase(env) ? Number(match[1]) : undefined;
}

/** Where phones send their REGISTERs (host[:port]): SIP_REGISTRAR, otherwise this machine's `npm run sip`. */
export function sipRegistrar(env: NodeJS.ProcessEnv = process.env): string {
  return env.SIP_REGISTRAR || `127.0.0.1:${env.SIP_PORT || 5060}`;
}

/** The digest user name of an extension: unique on the server, fixed for the extension's life. */
export const authNameOf = (extensionId: number) => `sb${extensionId}`;

/** The extension an auth name belongs to, or undefined when it is none of ours. */
export function extensionOfAuthName(authName: string): number | undefined {
  const match = /^sb([1-9]\d{0,9})$/.exec(authName);
  const id = match ? Number(match[1]) : undefined;
  return id !== undefined && id <= 2147483647 ? id : undefined;
}

/** A strong password: 128 random bits, in letters and digits every phone's keypad and file format takes. */
export function newSipPassword(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789';
  const bytes = randomBytes(32);
  let out = '';
  // 56 symbols: rejection keeps them uniform; 24 of them carry over 139 bits.
  for (const b of bytes) if (b < 224 && out.length < 24) out += alphabet[b % 56];
  return out.length === 24 ? out : newSipPassword();
}

const context = (extensionId: number) => `sip-account:${extensionId}`;

/**
 * Gives every extension without a SIP account one (at start, for the extensions that existed
 * before accounts did or were written straight into the database). Returns how many were made.
 */
export async function ensureSipAccounts(db: Queryable): Promise<number> {
  const missing = await db.query<{ id: number }>('SELECT e.id FROM res_extension e LEFT JOIN sip_accounts a ON a.extension_id = e.id WHERE a.extension_id IS NULL');
  for (const { id } of missing) {
    await db.query('INSERT INTO sip_accounts (extension_id, password_enc) VALUES ($1, $2) ON CONFLICT (extension_id) DO NOTHING', [id, seal(sipKey(), newSipPassword(), context(id))]);
  }
  return missing.length;
}

/**
 * An extension's SIP account with its password in clear, for provisioning and the reveal of
 * an allowed reader; undefined when there is no such extension. An extension made since the
 * server started gets its account here, at its first read.
 */
export async function readSipAccount(db: Queryable, extensionId: number): Promise<SipAccount | undefined> {
  if (!Number.isInteger(extensionId) || extensionId < 1 || extensionId > 2147483647) return undefined;
  const read = () =>
    db.query<{ group_id: number; extension: unknown; active: boolean; password_enc: string | null }>(
      `SELECT e.group_id, e.data ->> 'extension' AS extension, coalesce((e.data ->> 'active')::boolean, true) AS active, a.password_enc
         FROM res_extension e LEFT JOIN sip_accounts a ON a.extension_id = e.id WHERE e.id = $1`,
      [extensionId],
    );
  let [row] = await read();
  if (!row) return undefined;
  if (row.password_enc === null) {
    await db.query('INSERT INTO sip_accounts (extension_id, password_enc) VALUES ($1, $2) ON CONFLICT (extension_id) DO NOTHING', [
      extensionId,
      seal(sipKey(), newSipPassword(), context(extensionId)),
    ]);
    [row] = await read();
    if (!row?.password_enc) return undefined;
  }
  return {
    extensionId,
    groupId: row.group_id,
    username: String(row.extension),
    authName: authNameOf(extensionId),
    password: open(sipKey(), row.password_enc, context(extensionId)),
    domain: sipDomain(row.group_id),
    active: row.active,
  };
}

/** Makes the extension a new password; the old one stops working at once (the registrar asks for every REGISTER). */
export async function regenerateSipPassword(db: Queryable, extensionId: number): Promise<SipAccount | undefined> {
  const password = newSipPassword();
  await db.query(
    `INSERT INTO sip_accounts (extension_id, password_enc) SELECT id, $2 FROM res_extension WHERE id = $1
     ON CONFLICT (extension_id) DO UPDATE SET password_enc = EXCLUDED.password_enc, changed_at = now()`,
    [extensionId, seal(sipKey(), password, context(extensionId))],
  );
  return readSipAccount(db, extensionId);
}

/** The digest HA1, MD5(auth name ":" realm ":" password), RFC 2617. */
export const ha1Of = (account: SipAccount) => createHash('md5').update(`${account.authName}:${account.domain}:${account.password}`).digest('hex');

/**
 * What the registrar asks for a REGISTER's credentials: the HA1 of (auth name, realm), or
 * undefined when the auth name is none of ours, the realm is not its group's domain, or the
 * extension is inactive (configuration-areas §4: its phones may not register).
 */
export async function ha1For(db: Queryable, authName: string, realm: string): Promise<{ ha1: string; account: SipAccount } | undefined> {
  const extensionId = extensionOfAuthName(authName);
  if (extensionId === undefined) return undefined;
  const account = await readSipAccount(db, extensionId);
  if (!account?.active || account.domain !== realm.trim().toLowerCase()) return undefined;
  return { ha1: ha1Of(account), account };
}
