// `npm run sip`: Switchboard's SIP registrar. Fills deploy/kamailio/kamailio.cfg.tpl for the
// Switchboard running on this machine (http://127.0.0.1:$PORT, as `npm start` listens) and runs
// Kamailio in the foreground with it, listening for SIP on 127.0.0.1:5060 over UDP (SIP_HOST,
// SIP_PORT). Kamailio asks Switchboard for each REGISTER's HA1 and reports what it accepted and
// what expired, with the registrar token: an HMAC of the server's SIP key (SIP_SECRET_KEY, or
// DATA_DIR/sip-secret.key, made here as the server makes it when neither has yet), so both
// sides agree without any database write.
//
//   npm run sip                       run the registrar
//   npm run sip -- --print-token      print the registrar token (for a registrar run elsewhere)
//   npm run sip -- --print-config     print the filled configuration
//
// Environment: PORT, SWITCHBOARD_URL (the API's base, default http://127.0.0.1:$PORT), SIP_HOST,
// SIP_PORT, SIP_DOMAIN, DATA_DIR, SIP_SECRET_KEY, SIP_RUN_DIR (default DATA_DIR/sip: the filled
// configuration and Kamailio's pid and runtime files), KAMAILIO (the binary), KAMAILIO_MODULES
// (its modules' folder, when not the one it was built with), SIP_DEBUG (Kamailio's log level).
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
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

const values = {
  DEBUG: String(Number.parseInt(env.SIP_DEBUG ?? '', 10) || 1),
  CHILDREN: '2',
  LISTEN: `${sipHost}:${sipPort}`,
  LOADPATH: env.KAMAILIO_MODULES ? `loadpath "${env.KAMAILIO_MODULES}"` : '',
  TIMER: String(Number.parseInt(env.SIP_TIMER ?? '', 10) || 10),
  MIN_EXPIRES: String(Number.parseInt(env.SIP_MIN_EXPIRES ?? '', 10) || 60),
  DOMAIN_RE: domain.replace(/\./g, '\\.'),
  API: api,
  TOKEN: token,
};
const template = readFileSync(join(root, 'deploy', 'kamailio', 'kamailio.cfg.tpl'), 'utf8');
const config = template.replace(/@@(\w+)@@/g, (_, name) => {
  if (!(name in values)) fail(`deploy/kamailio/kamailio.cfg.tpl names an unknown value @@${name}@@`);
  return values[name];
});
if (args.has('--print-config')) {
  console.log(config);
  process.exit(0);
}

const kamailio = env.KAMAILIO || 'kamailio';
const found = spawnSync(kamailio, ['-v'], { encoding: 'utf8' });
if (found.error || found.status !== 0) {
  fail(`Kamailio was not found (${kamailio}). Install it: sudo apt-get install kamailio kamailio-utils-modules kamailio-json-modules`);
}

mkdirSync(runDir, { recursive: true, mode: 0o700 });
const cfgFile = join(runDir, 'kamailio.cfg');
// It holds the token: readable by this user only.
writeFileSync(cfgFile, config, { mode: 0o600 });
chmodSync(cfgFile, 0o600);
const check = spawnSync(kamailio, ['-c', '-f', cfgFile], { encoding: 'utf8' });
if (check.status !== 0) fail(`Kamailio refused the configuration ${cfgFile}:\n${check.stderr}`);

console.log(`Switchboard's SIP registrar: udp:${sipHost}:${sipPort}, domains g<group>.${domain}, accounts from ${api}`);
// -DD: in the foreground, children kept; -E: log to stderr; its own pid and runtime files, so
// that it runs as any user and beside another Kamailio.
const child = spawn(
  kamailio,
  ['-DD', '-E', '-f', cfgFile, '-P', join(runDir, 'kamailio.pid'), '-Y', runDir, '-w', runDir, '-m', env.SIP_SHM_MB || '64', '-M', '8'],
  { stdio: 'inherit' },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
