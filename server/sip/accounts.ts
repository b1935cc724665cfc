/**
 * TEMPORARY: replaced by the SIP accounts work (issue 17, branch wip/sip), which stores each
 * extension's account with an encrypted password. This stand-in has the same signature and
 * answers a deterministic account (the password derived from the extension id) so that
 * provisioning and its tests run before that work is merged. Nothing else may rely on its values.
 */
import { createHash } from 'node:crypto';
import type { Queryable } from '../db/index.ts';
import type { SipAccount } from './account.ts';

export async function readSipAccount(db: Queryable, extensionId: number): Promise<SipAccount | undefined> {
  const [row] = await db.query<{ group_id: number; extension: string; domain: string | null }>(
    `SELECT e.group_id, e.data ->> 'extension' AS extension, g.domain
       FROM res_extension e JOIN groups g ON g.id = e.group_id WHERE e.id = $1`,
    [extensionId],
  );
  if (!row) return undefined;
  return {
    extensionId,
    groupId: row.group_id,
    username: row.extension,
    authName: `${row.group_id}x${row.extension}`,
    password: createHash('sha256').update(`temporary-sip-password:${extensionId}`).digest('base64url').slice(0, 20),
    domain: row.domain ?? `group${row.group_id}.switchboard.invalid`,
  };
}
