/**
 * An extension's SIP account (issue 17): what a phone signs in with. Switchboard is its source of
 * truth; provisioning reads it in clear through `readSipAccount` (server/sip/accounts.ts), the
 * registrar only ever gets its digest HA1.
 */
export interface SipAccount {
  extensionId: number;
  groupId: number;
  /** The extension's number: the user part of the address the phone registers. */
  username: string;
  /** The digest user name, unique across the server (extension numbers repeat between groups). */
  authName: string;
  password: string;
  /** The SIP domain (and digest realm) the phone registers to. */
  domain: string;
  /** The extension is active (configuration-areas §4): an inactive one's phones get no HA1 and no settings. */
  active: boolean;
}
