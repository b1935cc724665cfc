import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { loadSchemas, SCHEMAS_DIR } from '../../server/schema/files.ts';
import type { JsonSchema } from '../../core/schema/types.ts';
import { compileFormValidators } from './formValidators.ts';

/**
 * The call-flow designer's block forms' validators, compiled when the portal is built from each
 * block kind's schema (core/callFlow/blocks/<type>/schema.json), as formValidators.ts does for the
 * areas' forms: the CSP forbids compiling a schema in the browser.
 *
 *   virtual:block-validators         { <type>: () => import(<its validators>) }
 *   virtual:block-validators/<type>  the validate functions RJSF's precompiled validator takes
 */
const BLOCKS = fileURLToPath(new URL('../../core/callFlow/blocks', import.meta.url));
const PREFIX = 'virtual:block-validators';

function blockTypes(): string[] {
  if (!existsSync(BLOCKS)) return [];
  return readdirSync(BLOCKS, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(BLOCKS, entry.name, 'schema.json')))
    .map((entry) => entry.name)
    .sort();
}

export function blockValidators(): Plugin {
  return {
    name: 'switchboard-block-validators',
    resolveId(id) {
      return id === PREFIX || id.startsWith(`${PREFIX}/`) ? `\0${id}` : undefined;
    },
    load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return undefined;
      if (id === `\0${PREFIX}`) {
        this.addWatchFile(BLOCKS);
        const entries = blockTypes().map((type) => `  ${JSON.stringify(type)}: () => import(${JSON.stringify(`${PREFIX}/${type}`)}),`);
        return `export default {\n${entries.join('\n')}\n};\n`;
      }
      const type = id.slice(`\0${PREFIX}/`.length);
      const file = join(BLOCKS, type, 'schema.json');
      if (!/^[a-z][a-z0-9_]*$/.test(type) || !existsSync(file)) throw new Error(`${PREFIX}: no block kind "${type}"`);
      this.addWatchFile(file);
      this.addWatchFile(join(SCHEMAS_DIR, 'common.schema.json'));
      const schema = JSON.parse(readFileSync(file, 'utf8')) as JsonSchema;
      return compileFormValidators(schema, loadSchemas(SCHEMAS_DIR).common);
    },
  };
}
