/** Writes the bundle of `server/main.ts` (under `root`) to `outfile`, which must lie under `root`. */
export function buildServerBundle(root: string, outfile: string): Promise<void>;
