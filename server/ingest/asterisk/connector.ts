import { AmiClient, type AmiOptions } from './amiClient.ts';
import { Delivery, type DeliveryOptions } from './delivery.ts';
import { callOfCdr, liveEventsOf, UnreadableEvent } from './events.ts';
import type { ConnectorLog } from './log.ts';

export interface ConnectorConfig {
  ami: Pick<AmiOptions, 'host' | 'port' | 'username' | 'secret' | 'reconnectMs' | 'maxReconnectMs'>;
  switchboard: Pick<DeliveryOptions, 'url' | 'token' | 'retryMs' | 'maxRetryMs'>;
  /** Asterisk's zone (IANA), in which its Cdr events write their times. */
  timeZone: string;
  log: ConnectorLog;
  onLogin?: () => void;
}

/**
 * The Asterisk connector: one Asterisk's manager interface in, one group's ingestion API out
 * (the platform token names the group). Cdr events become call records, the queue, agent and
 * channel events the wallboard's live events.
 */
export function startAsteriskConnector(config: ConnectorConfig) {
  const delivery = new Delivery({ ...config.switchboard, log: config.log });
  const ami = new AmiClient({
    ...config.ami,
    log: config.log,
    onLogin: config.onLogin,
    onEvent(event) {
      if (event.Event === 'Cdr') {
        try {
          delivery.send({ path: 'calls/', body: callOfCdr(event, config.timeZone) });
        } catch (error) {
          if (!(error instanceof UnreadableEvent)) throw error;
          config.log.warn(`Skipped an Asterisk Cdr event: ${error.message}`);
        }
        return;
      }
      for (const live of liveEventsOf(event)) delivery.send({ path: 'live-events/', body: live });
    },
  });
  ami.start();
  return {
    /** Resolves when what was read so far is delivered or refused. */
    drained: () => delivery.drained(),
    stop() {
      ami.stop();
      delivery.stop();
    },
  };
}
