/** The API's base: the run-time meta tag (PUBLIC_API_URL), then VITE_API_URL, then /api on this origin. */
export function apiBaseUrl(): string {
  const meta = typeof document === 'undefined' ? null : document.querySelector('meta[name="switchboard-api-url"]');
  const runtime = meta?.getAttribute('content')?.trim();
  const configured: unknown = import.meta.env.VITE_API_URL;
  return (runtime || (typeof configured === 'string' && configured) || '/api').replace(/\/+$/, '');
}
