/**
 * Hands a file the page made or fetched to the browser as a download: the portal's one way
 * (statistics' CSV, an invoice's PDF, the call history's export, the cheat sheet's PDF).
 * The link is in the document while it is clicked (Firefox ignores a detached one), and the
 * object URL is revoked only later: revoked at once, the browser may find no file to save, as
 * the download starts after the click's handler returns. A few seconds cost only the memory.
 */
export function downloadFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
