/**
 * A URL with the phone's own provisioning credentials in it, for the vendors whose directory
 * setting is one URL (the phone sends no credentials of its own there). The phone knows them:
 * it authenticated with them to fetch the file that names this URL.
 */
export function urlWithCredentials(url: string, credentials: { user: string; password: string }): string {
  if (!credentials.user) return url;
  const parsed = new URL(url);
  parsed.username = credentials.user;
  parsed.password = credentials.password;
  return parsed.toString();
}
