import { fileURLToPath } from 'node:url';
import { Eta } from 'eta';
import type { ProvisioningInput } from './input.ts';
import { lineSafe, xmlSafe } from './values.ts';
import type { VendorFamily, VendorFile } from './vendors/types.ts';

/**
 * One template engine per family, reading that family's folder: every `<%= %>` goes through the
 * family's escape (XML entities, or one safe line for key = value files), so no template can
 * forget it. Compiled templates are cached: a fetch only runs them.
 */
const engines = new Map<string, Eta>();

function engineOf(family: VendorFamily, escape: VendorFamily['escape']): Eta {
  let eta = engines.get(`${family.id}/${escape}`);
  if (!eta) {
    eta = new Eta({
      views: fileURLToPath(new URL(`./vendors/${family.id}/`, import.meta.url)),
      cache: true,
      autoEscape: true,
      escapeFunction: escape === 'xml' ? xmlSafe : lineSafe,
      // Only control lines (<% … -%>) drop their line break; a value's line keeps its own.
      autoTrim: false,
    });
    engines.set(`${family.id}/${escape}`, eta);
  }
  return eta;
}

/** `file` as the family's fileFor answered it: its template, escaped as the file's format needs (a key = value family's directory is XML). */
export function render(family: VendorFamily, file: VendorFile, input: ProvisioningInput): string {
  return engineOf(family, file.escape ?? family.escape).render(`./${file.template}`, family.view(input));
}
