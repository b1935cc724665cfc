// `npm run asterisk-connector`: feeds one group of Switchboard from one Asterisk, with
// configuration only. It logs in to Asterisk's manager interface (manager.conf) and posts the
// Cdr events (cdr_manager.conf) as call records, the queue, agent and channel events as the
// wallboard's live events, to Switchboard's ingestion API with the group's platform token.
// Run it beside Asterisk (the manager interface speaks plain TCP: keep it on 127.0.0.1).
//
// Environment:
//   ASTERISK_AMI_HOST (127.0.0.1), ASTERISK_AMI_PORT (5038), ASTERISK_AMI_USER, ASTERISK_AMI_SECRET
//   SWITCHBOARD_URL (http://127.0.0.1:$PORT, PORT 8080), SWITCHBOARD_PLATFORM_TOKEN (npm run platform-token)
//   ASTERISK_TIMEZONE: Asterisk's zone, in which its Cdr times are written (default: this machine's)
import { startAsteriskConnector } from '../server/ingest/asterisk/connector.ts';
import { isTimezone } from '../core/time/timezones.ts';

const env = process.env;
const missing = ['ASTERISK_AMI_USER', 'ASTERISK_AMI_SECRET', 'SWITCHBOARD_PLATFORM_TOKEN'].filter((name) => !env[name]);
const timeZone = env.ASTERISK_TIMEZONE || Intl.DateTimeFormat().resolvedOptions().timeZone;
const port = Number(env.ASTERISK_AMI_PORT || 5038);
if (missing.length > 0 || !isTimezone(timeZone) || !Number.isInteger(port)) {
  console.error(`The Asterisk connector needs ${missing.join(', ') || 'a valid ASTERISK_AMI_PORT and ASTERISK_TIMEZONE'} (see the README, "Connect a phone platform").`);
  process.exit(2);
}
const stamp = () => new Date().toISOString();
const connector = startAsteriskConnector({
  ami: { host: env.ASTERISK_AMI_HOST || '127.0.0.1', port, username: env.ASTERISK_AMI_USER!, secret: env.ASTERISK_AMI_SECRET! },
  switchboard: { url: env.SWITCHBOARD_URL || `http://127.0.0.1:${env.PORT || 8080}`, token: env.SWITCHBOARD_PLATFORM_TOKEN! },
  timeZone,
  log: { info: (m) => console.log(`${stamp()} ${m}`), warn: (m) => console.warn(`${stamp()} ${m}`) },
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => (connector.stop(), process.exit(0)));
