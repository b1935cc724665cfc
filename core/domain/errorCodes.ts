import { serverText } from './errorCatalogue.ts';

/** The session and transport texts of the catalogue, by the names the server's code uses. */
export const SERVER_TEXT = {
  invalidCredentials: serverText('invalid_credentials'),
  notAuthenticated: serverText('not_authenticated'),
  invalidToken: serverText('invalid_token'),
  groupForbidden: serverText('group_forbidden'),
  permissionDenied: serverText('permission_denied'),
  notFound: serverText('not_found'),
  throttled: serverText('throttled'),
  fieldRequired: serverText('required'),
  serverError: serverText('server_error'),
  payloadTooLarge: serverText('payload_too_large'),
} as const;
