import { storedCredentials } from '../auth/session.ts';
import { currentLanguage } from '../i18n/language.ts';
import { createApiClient } from './client.ts';

/**
 * The portal's one API client (client.ts), reading the session and language at each request.
 * Every page calls through it with the document's paths: `resultOf(apiClient.GET('/v3/user/profile/'))`.
 */
export const apiClient = createApiClient({
  token: () => storedCredentials()?.token ?? null,
  groupId: () => storedCredentials()?.groupId ?? null,
  language: currentLanguage,
});
