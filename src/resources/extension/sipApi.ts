import { apiClient } from '../../dataProvider/apiClient.ts';
import { resultOf } from '../../dataProvider/client.ts';

/** An extension's SIP account calls (server/sip/routes.ts), through the one typed client. */
export const sipApi = {
  account: (id: number, signal?: AbortSignal) => resultOf(apiClient.GET('/v3/user/extension/{id}/sip_account/', { params: { path: { id } }, signal })),
  reveal: (id: number) => resultOf(apiClient.POST('/v3/user/extension/{id}/sip_account/reveal/', { params: { path: { id } } })),
  newPassword: (id: number) => resultOf(apiClient.POST('/v3/user/extension/{id}/sip_account/password/', { params: { path: { id } } })),
};

export type SipAccountView = Awaited<ReturnType<typeof sipApi.account>>;
