import { apiClient } from '../../dataProvider/apiClient.ts';
import { resultOf } from '../../dataProvider/client.ts';

/** The toggles' own call (server/areas/toggle/routes.ts), through the one typed client. */
export const toggleApi = {
  activate: (id: number, shortcode: number) => resultOf(apiClient.POST('/v1/toggles/{id}/activate/', { params: { path: { id } }, body: { shortcode } })),
};

export interface ToggleOption {
  label: string;
  shortcode: number;
  active: boolean;
}
