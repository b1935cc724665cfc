import { connect, type Socket } from 'node:net';
import { actionText, AmiReader, type AmiMessage } from './amiMessages.ts';
import type { ConnectorLog } from './log.ts';

const LOGIN_TIMEOUT_MS = 10_000;

export interface AmiOptions {
  host: string;
  port: number;
  username: string;
  secret: string;
  log: ConnectorLog;
  onEvent: (event: AmiMessage) => void;
  /** Told each time a login succeeds (the tests wait for the second one after a drop). */
  onLogin?: () => void;
  /** The first wait before reconnecting; doubled up to maxReconnectMs while the manager stays away. */
  reconnectMs?: number;
  maxReconnectMs?: number;
}

/**
 * A client of Asterisk's manager interface (AMI, TCP, manager.conf): it logs in with
 * `Action: Login` and asks only for the event classes it reads (call: Newchannel, Hangup;
 * cdr: Cdr; agent: the queue and agent events), hands each event on, and reconnects with a
 * growing wait whenever the socket drops or the login is refused (said in the log).
 */
export class AmiClient {
  private socket: Socket | undefined;
  private timer: NodeJS.Timeout | undefined;
  private stopped = false;
  private wait: number;

  constructor(private readonly options: AmiOptions) {
    this.wait = options.reconnectMs ?? 1000;
  }

  start() {
    this.stopped = false;
    this.open();
  }

  stop() {
    this.stopped = true;
    clearTimeout(this.timer);
    this.socket?.destroy();
  }

  private open() {
    const { host, port, log } = this.options;
    const reader = new AmiReader();
    let loggedIn = false;
    let connected = false;
    const socket = connect({ host, port });
    // A peer that takes the connection but never answers the login is dropped, and tried again.
    const loginTimer = setTimeout(() => {
      log.warn(`Asterisk manager at ${host}:${port} did not answer the login within ${LOGIN_TIMEOUT_MS / 1000} s`);
      socket.destroy();
    }, LOGIN_TIMEOUT_MS);
    this.socket = socket;
    socket.setEncoding('utf8');
    socket.setKeepAlive(true, 15_000);
    socket.on('connect', () => {
      connected = true;
      socket.write(actionText({ Action: 'Login', ActionID: 'switchboard-login', Username: this.options.username, Secret: this.options.secret, Events: 'call,cdr,agent' }));
    });
    socket.on('data', (chunk: string) => {
      let messages: AmiMessage[];
      try {
        messages = reader.push(chunk);
      } catch (error) {
        log.warn(`Asterisk manager at ${host}:${port}: ${(error as Error).message}`);
        socket.destroy();
        return;
      }
      for (const message of messages) {
        if (!loggedIn && message.ActionID === 'switchboard-login') {
          if (message.Response !== 'Success') {
            log.warn(`Asterisk manager at ${host}:${port} refused the login of ${this.options.username}: ${message.Message ?? message.Response}`);
            socket.destroy();
            return;
          }
          loggedIn = true;
          clearTimeout(loginTimer);
          this.wait = this.options.reconnectMs ?? 1000;
          log.info(`Logged in to the Asterisk manager at ${host}:${port} (${reader.greeting})`);
          this.options.onLogin?.();
        } else if (loggedIn && message.Event) {
          this.options.onEvent(message);
        }
      }
    });
    socket.on('error', (error) => log.warn(`Asterisk manager at ${host}:${port}: ${error.message}`));
    socket.on('close', () => {
      clearTimeout(loginTimer);
      if (this.stopped) return;
      log.warn(`Asterisk manager at ${host}:${port} ${connected ? 'closed the connection' : 'is unreachable'}: reconnecting in ${this.wait} ms`);
      this.timer = setTimeout(() => this.open(), this.wait);
      this.wait = Math.min(this.wait * 2, this.options.maxReconnectMs ?? 30_000);
    });
  }
}
