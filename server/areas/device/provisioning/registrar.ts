import { sipRegistrar } from '../../../sip/accounts.ts';

/** Where phones register (the Kamailio registrar of issue 17): `sipRegistrar` (SIP_REGISTRAR or this machine's SIP_PORT) and SIP_TRANSPORT udp|tcp|tls. */
export type SipTransport = 'udp' | 'tcp' | 'tls';

export interface Registrar {
  host: string;
  port: number;
  transport: SipTransport;
}

const TRANSPORTS: readonly SipTransport[] = ['udp', 'tcp', 'tls'];

export function registrarOf(env: NodeJS.ProcessEnv = process.env): Registrar {
  const [host, port] = sipRegistrar(env).split(':');
  const transport = (env.SIP_TRANSPORT || 'udp').toLowerCase() as SipTransport;
  const number = Number.parseInt(port ?? '', 10);
  return {
    host: host || '127.0.0.1',
    port: Number.isInteger(number) && number > 0 && number < 65536 ? number : transport === 'tls' ? 5061 : 5060,
    transport: TRANSPORTS.includes(transport) ? transport : 'udp',
  };
}
