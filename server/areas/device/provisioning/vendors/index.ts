import { gigaset } from './gigaset/index.ts';
import { grandstream } from './grandstream/index.ts';
import { poly } from './poly/index.ts';
import { snom } from './snom/index.ts';
import { yealink } from './yealink/index.ts';
import type { VendorFamily } from './types.ts';

/** Every vendor family, one folder each: adding a vendor is a folder and one line here. */
export const FAMILIES: readonly VendorFamily[] = [yealink, snom, poly, grandstream, gigaset];

const byModel = new Map(FAMILIES.flatMap((family) => family.models.map((model) => [model, family] as const)));

/** The family that provisions a catalogue model; undefined: none (the route answers 404). */
export const familyOf = (model: string): VendorFamily | undefined => byModel.get(model);
