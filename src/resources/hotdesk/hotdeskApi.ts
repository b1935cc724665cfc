import { apiClient } from '../../dataProvider/apiClient.ts';
import { resultOf } from '../../dataProvider/client.ts';

/** Hotdesking's own calls (server/areas/hotdesk/routes.ts), through the one typed client. */
export const hotdeskApi = {
  signIn: (desk: number, extension: number, pin: string) =>
    resultOf(apiClient.POST('/v1/hotdesks/{id}/sign_in/', { params: { path: { id: desk } }, body: { extension, pin } })),
  signOut: (desk: number) => resultOf(apiClient.POST('/v1/hotdesks/{id}/sign_out/', { params: { path: { id: desk } } })),
  setPin: (extension: number, pin: string) => resultOf(apiClient.PUT('/v1/hotdesk_pins/{id}/', { params: { path: { id: extension } }, body: { pin } })),
};
