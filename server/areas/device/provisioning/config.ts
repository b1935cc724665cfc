import type { ProvisioningInput } from './input.ts';
import { render } from './render.ts';
import { familyOf } from './vendors/index.ts';

/**
 * The device's main configuration file as its vendor's phone reads it (the file the push builds
 * ahead of the phone's next fetch); undefined when no vendor family serves the model.
 */
export function mainConfig(input: ProvisioningInput): string | undefined {
  const family = familyOf(input.model.id);
  const wanted = family?.fileFor(family.configFile(input.mac), input.mac, input, '');
  return family && wanted ? render(family, wanted, input) : undefined;
}
