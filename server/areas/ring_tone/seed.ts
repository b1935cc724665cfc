import type { AreaSeed } from '../../seed/types.ts';

/** Ring tones every group may choose from: catalogue records, shared by every group. */
const RING_TONES = ['Classic', 'Digital', 'Soft chime', 'Office'];

export const seed: AreaSeed = async ({ insert }) => {
  for (const description of RING_TONES) await insert('ring_tone', null, { description });
};
