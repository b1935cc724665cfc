/** Where the connector says what it does: the console in its process, a spy in its tests. */
export interface ConnectorLog {
  info(message: string): void;
  warn(message: string): void;
}
