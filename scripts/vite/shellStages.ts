import type { Plugin } from 'vite';

/**
 * The shell's code in stages, each its own chunk, which src/chunks.ts evaluates one per task:
 * one chunk was one task of about 400 ms on Lighthouse's phone, all of it blocking (issue 19).
 * Each stage is a module of the shell and what it imports that no earlier stage holds; the
 * last, the shell itself (src/shell/Shell.tsx), holds the rest. The order is chunks.ts's
 * (tests/unit/shellStages.test.ts).
 */
export const SHELL_STAGES = [
  // A bookmarked area's files, asked for beside the shell's (src/shell/preloadArea.ts): a few hundred bytes.
  { name: 'shell-area-files', test: /\/src\/shell\/preloadArea\.ts$/ },
  // The JSON schemas, which the side menu reads.
  { name: 'shell-schemas', test: /\/src\/schema\/bundled\.ts$/ },
  // The string formats: phone numbers (libphonenumber's metadata), VAT numbers, IBANs.
  { name: 'shell-formats', test: /\/core\/domain\/formats\.ts$/ },
  // The cache of API reads (react-query).
  { name: 'shell-queries', test: /\/src\/dataProvider\/queryClient\.ts$/ },
  // The router (react-router).
  { name: 'shell-router', test: /\/src\/shell\/router\.ts$/ },
  // The top bar, the side menu and the libraries they are made of (MUI, react-admin's layout).
  { name: 'shell-layout', test: /\/src\/layout\/Layout\.tsx$/ },
  // The lists and forms made from the schemas.
  { name: 'shell-engine', test: /\/src\/engine\/index\.ts$/ },
  { name: 'shell', test: /\/src\/shell\/Shell\.tsx$/ },
] as const;

/** The bundler's groups for the stages, after the first screen's (whose priority is above them). */
export const shellStageGroups = SHELL_STAGES.map((stage, index) => ({ ...stage, priority: SHELL_STAGES.length - index }));

/** Imported once the stages have run (src/App.tsx): it imports them, and would run them all at once. */
const AFTER_STAGES = /\/src\/AppRouter\.tsx$/;

/**
 * The stages are imported one after the other, and the browser would ask for each only once the
 * one before has run: a round trip per stage on a phone's network. The first stage's import
 * preloads them all and the router (Vite's modulepreload links), so that they download together.
 */
export function shellStagePreload(): { plugin: Plugin; resolveDependencies(file: string, deps: string[]): string[] } {
  let stageFiles: string[] = [];
  /** What the first stage's import names: its module's chunk (a facade when the bundler makes one). */
  let firstImports: string[] = [];
  return {
    plugin: {
      name: 'switchboard-shell-stage-preload',
      apply: 'build',
      // Before Vite's own generateBundle, which asks resolveDependencies while it writes the imports.
      enforce: 'pre',
      generateBundle(_options, bundle) {
        const chunks = Object.values(bundle).flatMap((chunk) => (chunk.type === 'chunk' ? [chunk] : []));
        stageFiles = chunks.filter((chunk) => SHELL_STAGES.some((stage) => stage.name === chunk.name)).map((chunk) => chunk.fileName);
        if (stageFiles.length !== SHELL_STAGES.length) this.error(`expected one chunk per shell stage, found ${stageFiles.join(', ') || 'none'}`);
        const named = (test: RegExp) => chunks.filter((chunk) => chunk.facadeModuleId && test.test(chunk.facadeModuleId)).map((chunk) => chunk.fileName);
        // The modules' own chunks too, where the bundler made facades for the imports (a few bytes each, a round trip each).
        stageFiles.push(...SHELL_STAGES.flatMap((stage) => named(stage.test)), ...named(AFTER_STAGES));
        firstImports = named(SHELL_STAGES[0].test);
        if (firstImports.length === 0) this.error(`no chunk is imported for the shell's first stage (${SHELL_STAGES[0].name})`);
      },
    },
    resolveDependencies(file, deps) {
      return firstImports.includes(file) ? [...new Set([...deps, ...stageFiles])] : deps;
    },
  };
}
