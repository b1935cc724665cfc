import type { Area } from '../engine/index.ts';
import { didRouting } from './did_routing/index.ts';
import { extension } from './extension/index.ts';
import { phonebook } from './phonebook/index.ts';
import { role } from './role/index.ts';
import { site } from './site/index.ts';

/**
 * The configuration areas with screens (issue 4's first areas). Every other resource of
 * schemas/ is known to the engine (selectors, references) but has no pages yet.
 */
export const AREAS: readonly Area[] = [site, extension, didRouting, phonebook, role];
