import type { ProvisioningInput } from '../input.ts';

/** What a requested file is: which template renders it, as what. */
export interface VendorFile {
  /** Template name in the family's folder, without .eta. */
  template: string;
  contentType: string;
  /** When the file's format is not the family's (Yealink's directory is XML). */
  escape?: 'xml' | 'line';
  /** The directory: the route loads the entries before rendering. */
  directory?: boolean;
}

/**
 * A vendor family (one folder under vendors/): the models it serves, the file names its phones
 * request, and the view of the common input its templates read (key types, language and zone in
 * the vendor's own terms). Templates never see the raw input, only `view`'s answer.
 */
export interface VendorFamily {
  id: string;
  models: readonly string[];
  /** How interpolated values are made safe: XML entities, or one line of `key = value`. */
  escape: 'xml' | 'line';
  /** The file this request asks for, or undefined (404): `file` as requested, `mac` the device's, lower case. */
  fileFor(file: string, mac: string, input: ProvisioningInput, userAgent: string): VendorFile | undefined;
  /** The file name to type into the phone or its redirection service (the main configuration). */
  configFile(mac: string): string;
  /** What the templates read. */
  view(input: ProvisioningInput): Record<string, unknown>;
}
