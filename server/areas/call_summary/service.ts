import type { Queryable } from '../../db/index.ts';
import { hostOf, summaryBackend } from '../../summaries/config.ts';

/** Whether the group's setting lets its calls be summarised (group_settings `call_summaries_off`; absent: offered). */
export async function summariesAllowed(db: Queryable, groupId: number): Promise<boolean> {
  const [row] = await db.query<{ off: string | null }>(`SELECT settings ->> 'call_summaries_off' AS off FROM groups WHERE id = $1`, [groupId]);
  return row?.off !== 'true';
}

/** Why Summarise is not offered: no AI server configured, or the group turned summaries off. */
export type Unavailable = 'unconfigured' | 'disabled';

/**
 * What the portal shows before Summarise (issue 21): whether it is offered and, if not, why; and
 * what is sent where (the hosts and models, never a key), said on the confirmation.
 */
export async function serviceOf(db: Queryable, groupId: number) {
  const backend = summaryBackend();
  const reason: Unavailable | null = !backend ? 'unconfigured' : !(await summariesAllowed(db, groupId)) ? 'disabled' : null;
  return {
    available: reason === null,
    reason,
    transcription: backend?.kind === 'ai' ? { host: hostOf(backend.transcription.base), model: backend.transcription.model } : null,
    chat: backend?.kind === 'ai' ? { host: hostOf(backend.chat.base), model: backend.chat.model } : null,
    summariser: backend?.kind === 'summariser' ? { host: hostOf(backend.url) } : null,
  };
}
