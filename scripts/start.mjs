// `npm start`: builds the portal when the build is missing or older than its sources,
// then runs the API server (TypeScript through tsx) in this same process.
import { fileURLToPath } from 'node:url';
import { buildPortalIfStale } from './lib/portalBuild.mjs';

process.chdir(fileURLToPath(new URL('..', import.meta.url)));

if (!(await buildPortalIfStale())) process.exit(1);

const { register } = await import('tsx/esm/api');
register();
await import('../server/main.ts');
