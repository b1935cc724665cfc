import type { FastifyInstance } from 'fastify';
import { ensureSipAccounts } from './accounts.ts';
import { loadSipKey, setSipKey } from './secretKey.ts';

/** At start: the SIP key from the server's configuration, and an account for every extension still without one. */
export async function startSip(app: FastifyInstance) {
  setSipKey(loadSipKey(app.config.dataDir));
  const made = await ensureSipAccounts(app.db);
  if (made) app.log.info({ made }, 'SIP accounts made for extensions without one');
}
