import type { Area } from '../../engine/index.ts';
import { ToggleList } from './ToggleList.tsx';

/**
 * Toggles (easy-flow choices): the engine's forms, and a list of its own where each toggle's
 * options are buttons that switch it with one click and a star marks favourites (ToggleList).
 */
export const toggle: Area = {
  resource: 'toggle',
  pages: { list: ToggleList },
};
