import type { FastifyInstance, FastifyRequest } from 'fastify';
import { addressKey, FailureCounter } from '../../../auth/rateLimit.ts';
import { detail } from '../../../http/errors.ts';
import { serverText } from '../../../../core/domain/errorCatalogue.ts';
import { canonicalMac } from '../rules.ts';
import { contract } from '../contract.ts';
import { buildConfig, loadConfigSource } from './config.ts';
import { buildDirectory } from './directory.ts';
import { secretMatches } from './secret.ts';

/** Failed fetches per client address before it must wait: a phone that lost its secret retries every few minutes at most. */
const FAILURES = 20;
const WINDOW_MS = 15 * 60 * 1000;

/** The MAC address in a user name, typed with or without separators; undefined when it is none. */
const macOf = (text: string) => {
  const hex = text.replace(/[:-]/g, '');
  return /^[0-9A-Fa-f]{12}$/.test(hex) ? canonicalMac(hex) : undefined;
};

/** 001565aabbcc: the file name's form, and the user name's (HTTP basic splits at the first colon). */
export const compactMac = (mac: string) => mac.replace(/:/g, '').toLowerCase();

/** Where a device fetches its configuration, as this server is reached by whoever asks. */
export function provisioningUrl(request: FastifyRequest, mac: string, file = '.cfg'): string {
  return `${request.protocol}://${request.host}/api/v1/provisioning/${compactMac(mac)}${file}`;
}

/** The phone's directory beside its configuration (directory.ts). */
const DIRECTORY = '-directory.csv';

/** The user name and password of an HTTP basic Authorization header. */
function basicCredentials(header: string | undefined): { user: string; password: string } | undefined {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)$/i.exec(header ?? '');
  if (!match) return undefined;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  return colon < 0 ? undefined : { user: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
}

/**
 * GET /api/v1/provisioning/<mac>.cfg, called by the phones themselves (no session): HTTP basic
 * with the MAC address and the device's provisioning secret. Every failure is the same 401,
 * so that nobody learns which MAC addresses exist; failures are counted per client address.
 * A fetch answers the configuration built now and records it as the device's last update;
 * `<mac>-directory.csv` answers the phone's directory.
 */
export function provisioningRoutes(app: FastifyInstance) {
  const failures = new FailureCounter(app.db, 'provisioning', FAILURES, WINDOW_MS);
  const unauthorized = () => detail(401, serverText('not_authenticated'), { 'WWW-Authenticate': 'Basic realm="provisioning", charset="UTF-8"' });

  app.get<{ Params: { file: string } }>(contract.provisioning.path.replace('{file}', ':file'), { config: { public: true } }, async (request, reply) => {
    const client = addressKey(request.ip);
    const wait = await failures.retryAfter(client);
    if (wait) throw detail(429, serverText('throttled'), { 'Retry-After': String(wait) });
    const mac = canonicalMac(request.params.file.slice(0, 12));
    const credentials = basicCredentials(request.headers.authorization);
    const [device] = credentials && macOf(credentials.user) === mac
      ? await app.db.query<{ id: number; secret_hash: string }>(
          `SELECT d.id, p.secret_hash FROM res_device d JOIN device_provisioning p ON p.device_id = d.id
            WHERE d.data ->> 'mac_address' = $1`,
          [mac],
        )
      : [];
    if (!device || !credentials || !secretMatches(device.secret_hash, credentials.password)) {
      await failures.record(client);
      throw unauthorized();
    }
    const source = await loadConfigSource(app.db, device.id);
    if (!source) throw unauthorized();
    if (request.params.file.endsWith(DIRECTORY)) {
      return reply.type('text/csv; charset=utf-8').header('Cache-Control', 'no-store').send(await buildDirectory(app.db, source, source.groupId));
    }
    const config = buildConfig(source, provisioningUrl(request, mac, DIRECTORY));
    await app.db.query(
      `UPDATE res_device SET data = jsonb_set(data, '{last_update}', to_jsonb($2::text)) WHERE id = $1`,
      [device.id, new Date().toISOString()],
    );
    return reply.type('text/plain; charset=utf-8').header('Cache-Control', 'no-store').send(config);
  });
}
