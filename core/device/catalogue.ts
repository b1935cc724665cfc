/**
 * The phone models a device may be (configuration-areas §3 Device), with their programmable
 * (DSS) keys: how many a page shows and how many pages the phone pages through, and the
 * expansion module it takes. Shared by the server, which refuses a layout the phone cannot hold
 * (dss_too_many), and the DSS editor, which draws the keys. No React, no database.
 * Product names are brand names, not texts to translate.
 */
export type DeviceType = 'desk_phone' | 'hand_held' | 'ata';

export interface KeyGrid {
  /** Keys on one page, drawn in `columns` columns. */
  perPage: number;
  pages: number;
  columns: 1 | 2 | 3;
}

export interface ExpansionModule extends KeyGrid {
  name: string;
  /** How many the phone takes at most. */
  max: number;
}

export interface DeviceModel extends KeyGrid {
  id: string;
  name: string;
  type: DeviceType;
  module?: ExpansionModule;
}

const EXP50: ExpansionModule = { name: 'Yealink EXP50', perPage: 20, pages: 3, columns: 2, max: 3 };
const EXP43: ExpansionModule = { name: 'Yealink EXP43', perPage: 20, pages: 3, columns: 2, max: 3 };
const SNOM_D7: ExpansionModule = { name: 'Snom D7', perPage: 18, pages: 1, columns: 2, max: 3 };
const POLY_EM50: ExpansionModule = { name: 'Poly VVX EM50', perPage: 22, pages: 3, columns: 2, max: 3 };

export const DEVICE_MODELS: readonly DeviceModel[] = [
  { id: 'yealink_t54w', name: 'Yealink T54W', type: 'desk_phone', perPage: 9, pages: 3, columns: 2, module: EXP50 },
  { id: 'yealink_t58w', name: 'Yealink T58W', type: 'desk_phone', perPage: 9, pages: 3, columns: 2, module: EXP50 },
  { id: 'yealink_t46u', name: 'Yealink T46U', type: 'desk_phone', perPage: 10, pages: 3, columns: 2, module: EXP43 },
  { id: 'yealink_t31g', name: 'Yealink T31G', type: 'desk_phone', perPage: 2, pages: 1, columns: 1 },
  { id: 'snom_d785', name: 'Snom D785', type: 'desk_phone', perPage: 12, pages: 4, columns: 2, module: SNOM_D7 },
  { id: 'snom_d735', name: 'Snom D735', type: 'desk_phone', perPage: 8, pages: 4, columns: 2, module: SNOM_D7 },
  { id: 'poly_vvx_450', name: 'Poly VVX 450', type: 'desk_phone', perPage: 12, pages: 1, columns: 2, module: POLY_EM50 },
  { id: 'poly_vvx_250', name: 'Poly VVX 250', type: 'desk_phone', perPage: 4, pages: 1, columns: 1 },
  { id: 'gigaset_r700h', name: 'Gigaset R700H PRO', type: 'hand_held', perPage: 9, pages: 1, columns: 3 },
  { id: 'gigaset_sl800h', name: 'Gigaset SL800H PRO', type: 'hand_held', perPage: 9, pages: 1, columns: 3 },
  { id: 'yealink_w73h', name: 'Yealink W73H', type: 'hand_held', perPage: 9, pages: 1, columns: 3 },
  { id: 'grandstream_ht802', name: 'Grandstream HT802', type: 'ata', perPage: 0, pages: 1, columns: 1 },
  { id: 'grandstream_ht814', name: 'Grandstream HT814', type: 'ata', perPage: 0, pages: 1, columns: 1 },
];

export const MODEL_IDS = DEVICE_MODELS.map((m) => m.id);

export const modelOf = (id: unknown): DeviceModel | undefined => DEVICE_MODELS.find((m) => m.id === id);

/** The grid of a unit of the device: 0 the phone itself, 1 and up its expansion modules. */
export function gridOf(model: DeviceModel, modules: number, unit: number): KeyGrid | undefined {
  if (unit === 0) return model;
  if (!model.module || unit > Math.min(modules, model.module.max)) return undefined;
  return model.module;
}

/** How many keys the device has in all: its own over every page, and its modules'. */
export function capacityOf(model: DeviceModel, modules: number): number {
  const own = model.perPage * model.pages;
  const extra = model.module ? model.module.perPage * model.module.pages * Math.min(modules, model.module.max) : 0;
  return own + extra;
}

export interface KeyPlace {
  module: number;
  page: number;
  position: number;
}

/** Whether a key exists on the device at that place. */
export function hasKey(model: DeviceModel, modules: number, place: KeyPlace): boolean {
  const grid = gridOf(model, modules, place.module);
  return Boolean(grid && place.page >= 1 && place.page <= grid.pages && place.position >= 1 && place.position <= grid.perPage);
}
