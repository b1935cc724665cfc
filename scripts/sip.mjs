// `npm run sip`: Switchboard's SIP engine. Fills deploy/kamailio/*.cfg.tpl for the Switchboard
// running on this machine (http://127.0.0.1:$PORT, as `npm start` listens) and runs Kamailio in
// the foreground with them, listening for SIP on 127.0.0.1:5060 over UDP (SIP_HOST, SIP_PORT).
// Kamailio asks Switchboard for each REGISTER's HA1 and each call's route, reports registrations
// and calls, and answers BLF subscriptions, with the registrar token: an HMAC of the server's SIP
// key (SIP_SECRET_KEY, or DATA_DIR/sip-secret.key, made here as the server makes it when neither
// has yet), so both sides agree without any database write.
//
//   npm run sip                       run the registrar
//   npm run sip -- --print-token      print the registrar token (for a registrar run elsewhere)
//   npm run sip -- --print-config     print the filled configuration
//
// Environment: PORT, SWITCHBOARD_URL (the API's base, default http://127.0.0.1:$PORT), SIP_HOST,
// SIP_PORT, SIP_DOMAIN, DATA_DIR, SIP_SECRET_KEY, SIP_RUN_DIR (default DATA_DIR/sip: the filled
// configuration and Kamailio's pid and runtime files), KAMAILIO (the binary), KAMAILIO_MODULES
// (its modules' folder, when not the one it was built with), SIP_DEBUG (Kamailio's log level),
// SIP_CARRIER (host:port of the carrier: outside numbers go there, and INVITEs from its host are
// taken as calls from outside; none: outside numbers are unreachable), SIP_MEDIA (host:port of
// the media server that takes menus, announcements, voicemail…; none: those calls get 503),
// SIP_RTPENGINE (host:port of rtpengine's ng control socket, `--listen-ng`: announcements are
// played by it as early media, deploy/kamailio/announcement.cfg.tpl; it must read DATA_DIR/sip-media/).
import { chmodSync, copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createHmac, randomBytes } from 'node:crypto';
import { join, resolve } from 'node:path';
import { spawn, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
process.chdir(root);
const env = process.env;
const args = new Set(process.argv.slice(2));

function fail(message) {
  console.error(`\nThe SIP registrar could not start: ${message}\n`);
  process.exit(1);
}

/** The server's SIP key, exactly as server/sip/secretKey.ts reads (or makes) it. */
function sipKey() {
  const decode = (text, where) => {
    const key = Buffer.from(text.trim(), 'base64');
    if (key.length !== 32) fail(`${where} must be 32 bytes in base64 (make one with: openssl rand -base64 32)`);
    return key;
  };
  if (env.SIP_SECRET_KEY) return decode(env.SIP_SECRET_KEY, 'SIP_SECRET_KEY');
  const dataDir = resolve(env.DATA_DIR || './data');
  const file = join(dataDir, 'sip-secret.key');
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    try {
      writeFileSync(file, `${randomBytes(32).toString('base64')}\n`, { mode: 0o600, flag: 'wx' });
    } catch (err) {
      if (err.code !== 'EEXIST') throw err;
    }
    chmodSync(file, 0o600);
  }
  return decode(readFileSync(file, 'utf8'), file);
}

const token = createHmac('sha256', sipKey()).update('switchboard sip registrar').digest('hex').slice(0, 40);
if (args.has('--print-token')) {
  console.log(token);
  process.exit(0);
}

const port = Number.parseInt(env.PORT ?? '', 10) > 0 ? Number.parseInt(env.PORT, 10) : 8080;
const api = (env.SWITCHBOARD_URL || `http://127.0.0.1:${port}`).replace(/\/+$/, '');
if (!/^https?:\/\/[^\s"]+$/.test(api)) fail(`SWITCHBOARD_URL is not an http(s) address: ${api}`);
const sipHost = env.SIP_HOST || '127.0.0.1';
const sipPort = Number.parseInt(env.SIP_PORT ?? '', 10) || 5060;
if (!/^[0-9A-Za-z.:[\]-]+$/.test(sipHost)) fail(`SIP_HOST is not an address: ${sipHost}`);
const domain = (env.SIP_DOMAIN || 'sip.localhost').trim().toLowerCase().replace(/^\.+|\.+$/g, '');
if (!/^[a-z0-9.-]+$/.test(domain)) fail(`SIP_DOMAIN is not a domain: ${domain}`);
const runDir = resolve(env.SIP_RUN_DIR || join(env.DATA_DIR || './data', 'sip'));
/** host:port, or '' when not set. */
function address(name) {
  const value = (env[name] || '').trim();
  if (value && !/^[0-9A-Za-z.-]+:[0-9]{1,5}$/.test(value)) fail(`${name} is not host:port: ${value}`);
  return value;
}
const carrier = address('SIP_CARRIER');
const media = address('SIP_MEDIA');
const rtpengine = address('SIP_RTPENGINE');
// The presence modules open a database at start even with their state in memory: db_text
// tables in the run folder, copied from Debian's kamailio package.
const dbText = join(runDir, 'dbtext');
const DB_TEXT_TABLES = ['version', 'presentity', 'active_watchers', 'watchers', 'xcap', 'pua'];
const dbTextSource = env.KAMAILIO_DBTEXT || '/usr/share/kamailio/dbtext/kamailio';

const values = {
  DEBUG: String(Number.parseInt(env.SIP_DEBUG ?? '', 10) || 1),
  CHILDREN: String(Number.parseInt(env.SIP_CHILDREN ?? '', 10) || 16),
  LISTEN: `${sipHost}:${sipPort}`,
  LOADPATH: env.KAMAILIO_MODULES ? `loadpath "${env.KAMAILIO_MODULES}"` : '',
  TIMER: String(Number.parseInt(env.SIP_TIMER ?? '', 10) || 10),
  MIN_EXPIRES: String(Number.parseInt(env.SIP_MIN_EXPIRES ?? '', 10) || 60),
  DOMAIN_RE: domain.replace(/\./g, '\\.'),
  API: api,
  TOKEN: token,
  SELF_HOST: sipHost,
  SELF_PORT: String(sipPort),
  CARRIER: carrier,
  CARRIER_HOST: carrier.split(':')[0],
  MEDIA: media,
  RTPENGINE: rtpengine,
  RTPENGINE_DEFINE: rtpengine ? '#!define WITH_RTPENGINE' : '',
  DBTEXT: dbText,
};
// kamailio.cfg and the files it includes (registrar.cfg, routing.cfg…), each filled.
const templateDir = join(root, 'deploy', 'kamailio');
const configs = readdirSync(templateDir)
  .filter((file) => file.endsWith('.cfg.tpl'))
  .map((file) => {
    const text = readFileSync(join(templateDir, file), 'utf8').replace(/@@(\w+)@@/g, (_, name) => {
      if (!(name in values)) fail(`deploy/kamailio/${file} names an unknown value @@${name}@@`);
      return values[name];
    });
    return { name: file.replace(/\.tpl$/, ''), text };
  });
if (args.has('--print-config')) {
  for (const { name, text } of configs) console.log(`# ---- ${name}\n${text}`);
  process.exit(0);
}

const kamailio = env.KAMAILIO || 'kamailio';
const found = spawnSync(kamailio, ['-v'], { encoding: 'utf8' });
if (found.error || found.status !== 0) {
  fail(`Kamailio was not found (${kamailio}). Install it: sudo apt-get install kamailio kamailio-utils-modules kamailio-extra-modules kamailio-presence-modules`);
}

mkdirSync(runDir, { recursive: true, mode: 0o700 });
for (const { name, text } of configs) {
  // They hold the token: readable by this user only.
  writeFileSync(join(runDir, name), text, { mode: 0o600 });
  chmodSync(join(runDir, name), 0o600);
}
const cfgFile = join(runDir, 'kamailio.cfg');
mkdirSync(dbText, { recursive: true, mode: 0o700 });
for (const table of DB_TEXT_TABLES) {
  const source = join(dbTextSource, table);
  if (!existsSync(source)) fail(`Kamailio's db_text table ${source} is missing (it comes with Debian's kamailio package; KAMAILIO_DBTEXT names another folder)`);
  copyFileSync(source, join(dbText, table));
}
const check = spawnSync(kamailio, ['-c', '-f', cfgFile], { encoding: 'utf8' });
if (check.status !== 0) fail(`Kamailio refused the configuration ${cfgFile}:\n${check.stderr}`);

console.log(
  `Switchboard's SIP engine: udp:${sipHost}:${sipPort}, domains g<group>.${domain}, accounts and routes from ${api}, ` +
    `carrier ${carrier || 'none (outside numbers unreachable)'}, media server ${media || 'none'}, rtpengine ${rtpengine || 'none (announcements need the media server)'}`,
);
// -DD: in the foreground, children kept; -E: log to stderr; its own pid and runtime files, so
// that it runs as any user and beside another Kamailio.
const child = spawn(
  kamailio,
  ['-DD', '-E', '-f', cfgFile, '-P', join(runDir, 'kamailio.pid'), '-Y', runDir, '-w', runDir, '-m', env.SIP_SHM_MB || '256', '-M', '8'],
  { stdio: 'inherit' },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
