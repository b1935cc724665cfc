import type { FastifyInstance, FastifyRequest } from 'fastify';
import { addressKey, FailureCounter } from '../../../auth/rateLimit.ts';
import { detail } from '../../../http/errors.ts';
import { serverText } from '../../../../core/domain/errorCatalogue.ts';
import { canonicalMac } from '../rules.ts';
import { contract } from '../contract.ts';
import { loadDirectory } from './directory.ts';
import { loadByMac } from './input.ts';
import { lastUpdate } from './lastUpdate.ts';
import { render } from './render.ts';
import { secretMatches } from './secret.ts';
import { phoneOfUserAgent } from './userAgent.ts';
import { familyOf } from './vendors/index.ts';

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

/** The folder phones fetch from, as this server is reached by whoever asks. */
export const provisioningBase = (request: FastifyRequest) => `${request.protocol}://${request.host}/api/v1/provisioning/`;

/** Where a device fetches its configuration; `file` is the vendor's main file name (vendors/<family>). */
export function provisioningUrl(request: FastifyRequest, mac: string, model?: unknown): string {
  const family = familyOf(String(model));
  const compact = compactMac(mac);
  return `${provisioningBase(request)}${family ? family.configFile(compact) : `${compact}.cfg`}`;
}

/** A file name of letters, digits, dots, dashes and underscores: no path, no traversal. */
const SAFE_FILE = /^[A-Za-z0-9._-]{1,100}$/;

/**
 * The MAC addresses a file name names: runs of 12 hex digits. Runs of leading zeros are
 * Yealink's model files (y000000000096.cfg), not a device.
 */
const macsIn = (file: string) => (file.toLowerCase().match(/(?<![0-9a-f])[0-9a-f]{12}(?![0-9a-f])/g) ?? []).filter((m) => !m.startsWith('000000'));

/** The user name and password of an HTTP basic Authorization header. */
function basicCredentials(header: string | undefined): { user: string; password: string } | undefined {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)$/i.exec(header ?? '');
  if (!match) return undefined;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  return colon < 0 ? undefined : { user: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
}

/**
 * GET /api/v1/provisioning/<file>, called by the phones themselves (no session): HTTP basic
 * with the MAC address and the device's provisioning secret. Every refusal is the same 401, so
 * that nobody learns which MAC addresses exist, and is counted per client address; a file
 * naming another device's MAC, or a User-Agent carrying another one, is such a refusal. Once
 * the phone is known, its model's vendor family (vendors/) says which files it reads: any other
 * is a 404, and so is every file for a phone whose User-Agent names another vendor than its
 * model's (the device was given the wrong model: a Poly must not read a Yealink's <mac>.cfg).
 * A configuration file records the fetch as the device's last update.
 */
export function provisioningRoutes(app: FastifyInstance) {
  const failures = new FailureCounter(app.db, 'provisioning', FAILURES, WINDOW_MS);
  const unauthorized = () => detail(401, serverText('not_authenticated'), { 'WWW-Authenticate': 'Basic realm="provisioning", charset="UTF-8"' });

  app.get<{ Params: { file: string } }>(contract.provisioning.path.replace('{file}', ':file'), { config: { public: true } }, async (request, reply) => {
    const client = addressKey(request.ip);
    const wait = await failures.retryAfter(client);
    if (wait) throw detail(429, serverText('throttled'), { 'Retry-After': String(wait) });
    const file = request.params.file;
    const credentials = basicCredentials(request.headers.authorization);
    const mac = credentials && macOf(credentials.user);
    const compact = mac && compactMac(mac);
    const userAgent = String(request.headers['user-agent'] ?? '');
    const phone = phoneOfUserAgent(userAgent);
    const named = phone.mac ? [...macsIn(file), phone.mac] : macsIn(file);
    const device = mac && named.every((m) => m === compact) ? await loadByMac(app.db, mac) : undefined;
    if (!device || !credentials || !compact || !secretMatches(device.secretHash, credentials.password)) {
      await failures.record(client);
      throw unauthorized();
    }
    const input = SAFE_FILE.test(file) ? await device.input() : undefined;
    const family = input && familyOf(input.model.id);
    if (input && family && phone.family && phone.family !== family.id) {
      request.log.warn({ device: device.id, model: input.model.id, userAgent }, 'provisioning: the phone is of another vendor than its model');
      throw detail(404, serverText('not_found'));
    }
    const wanted = input && family?.fileFor(file, compact, input, userAgent);
    if (!input || !family || !wanted) throw detail(404, serverText('not_found'));
    input.baseUrl = provisioningBase(request);
    input.credentials = credentials;
    if (wanted.directory) input.directory = await loadDirectory(app.db, device.id);
    const body = render(family, wanted, input);
    if (!wanted.directory) await lastUpdate.record(app.db, device.id);
    return reply.type(wanted.contentType).header('Cache-Control', 'no-store').send(body);
  });
}
