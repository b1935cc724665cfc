import { apiClient } from '../../dataProvider/apiClient.ts';
import { resultOf } from '../../dataProvider/client.ts';
import type { components } from '../../../generated/openapi.ts';
import { wholeRecords } from '../../dataProvider/wholeRecords.ts';

export type DssButton = components['schemas']['DssButton'];
/** A button as the editor holds it: a stored one keeps its id (support's must come back with it). */
export type LayoutButton = Omit<DssButton, 'device' | 'id' | 'manual' | 'group' | 'version'> & { id?: number; manual?: boolean };

/** The devices' own calls (server/areas/device/), through the one typed client. */
export const deviceApi = {
  async buttons(device: number, signal?: AbortSignal): Promise<DssButton[]> {
    const page = await resultOf(apiClient.GET('/v1/dss_buttons/', { params: { query: { device: String(device), page_size: 1000 } }, signal }));
    return wholeRecords(page).results;
  },
  saveLayout: (device: number, buttons: LayoutButton[]) =>
    resultOf(apiClient.PUT('/v1/devices/{id}/dss_buttons/', { params: { path: { id: device } }, body: { buttons: buttons.map(({ manual: _m, ...b }) => b) } })),
  push: (device: number) => resultOf(apiClient.POST('/v1/devices/{id}/push/', { params: { path: { id: device } } })),
  newSecret: (device: number) => resultOf(apiClient.POST('/v1/devices/{id}/provisioning_secret/', { params: { path: { id: device } } })),
  extension: (id: number) => resultOf(apiClient.GET('/v3/user/extension/{id}/', { params: { path: { id } } })),
  /** The extension a BLF key's value numbers, or null: the search finds it among others (201 in 1201), the number picks it. */
  async extensionNumbered(number: string, signal?: AbortSignal) {
    const page = await resultOf(apiClient.GET('/v3/user/extension/', { params: { query: { search: number, page_size: 100 } }, signal }));
    return wholeRecords(page).results.find((x) => String(x.extension) === number) ?? null;
  },
};
