/**
 * Texts the server sends and the portal recognises. Kept in one place so that the two
 * cannot drift; the portal shows its own translation, never these English texts.
 */
export const SERVER_TEXT = {
  invalidCredentials: 'Unable to log in with provided credentials.',
  notAuthenticated: 'Authentication credentials were not provided.',
  invalidToken: 'Invalid token.',
  groupForbidden: 'You do not have permission to act on this group.',
  permissionDenied: 'You do not have permission to perform this action.',
  notFound: 'Not found.',
  throttled: 'Request was throttled.',
  fieldRequired: 'This field is required.',
  serverError: 'A server error occurred.',
  payloadTooLarge: 'Request body is too large.',
} as const;
