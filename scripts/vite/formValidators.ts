import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import Ajv2020 from 'ajv/dist/2020.js';
import { _ } from 'ajv';
import { compileSchemaValidatorsCode } from '@rjsf/validator-ajv8/lib/compileSchemaValidatorsCode.js';
import { FORM_AJV_OPTIONS, registerVocabulary } from '../../core/schema/ajv.ts';
import { loadSchemas, SCHEMAS_DIR } from '../../server/schema/files.ts';
import type { JsonSchema } from '../../core/schema/types.ts';
import { inlineSchema } from '../../core/schema/inline.ts';

/**
 * The forms' validators, compiled from schemas/ when the portal is built (and served by the dev
 * server). The portal's Content Security Policy forbids compiling code in the browser, which
 * is what Ajv does with a schema; Ajv's standalone output is the same validator as code. It is
 * compiled with the server's settings (Ajv2020, strict, the project's keywords and formats), so
 * the form and the API accept exactly the same records.
 *
 *   virtual:form-validators         { <resource>: () => import(<its validators>) }
 *   virtual:form-validators/<name>  the validate functions RJSF's precompiled validator takes
 */
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const SCHEMAS = SCHEMAS_DIR;
const FORMATS_MODULE = join(ROOT, 'core', 'domain', 'formats.ts');
const PREFIX = 'virtual:form-validators';

function readSchemas(): { common: JsonSchema; resources: Map<string, { file: string; schema: JsonSchema }> } {
  const set = loadSchemas(SCHEMAS);
  const resources = new Map([...set.resources].map(([name, schema]) => [name, { file: join(SCHEMAS, `${name}.schema.json`), schema }]));
  return { common: set.common, resources };
}

/** Ajv's CommonJS standalone code as an ES module: its requires become imports. */
function asModule(code: string): string {
  const imports: string[] = [];
  const body = code.replace(/require\("([^"]+)"\)/g, (_m, id: string) => {
    const name = `__ajv${imports.length}`;
    imports.push(`import * as ${name} from ${JSON.stringify(id)};`);
    return `__commonJs(${name})`;
  });
  return [
    ...imports,
    // Ajv's runtime helpers are CommonJS modules read as `require(id).default`; bundlers wrap
    // them in one or more `{ default }` layers, so the one whose default is the helper is found.
    'const __commonJs = (ns) => { let m = ns; while (m && typeof m.default === "object" && m.default !== m) m = m.default; return m; };',
    `import { FORMATS } from ${JSON.stringify(FORMATS_MODULE)};`,
    // registerVocabulary adds each format as { type: 'string', validate }; the code reads them so.
    'const formatDefinitions = Object.fromEntries(Object.entries(FORMATS).map(([name, validate]) => [name, { type: "string", validate }]));',
    'const exports = {};',
    body.replace(/^"use strict";/, ''),
    'export default exports;',
  ].join('\n');
}

export function compileFormValidators(schema: JsonSchema, common: JsonSchema): string {
  const code = compileSchemaValidatorsCode(inlineSchema(schema, common) as object, {
    AjvClass: Ajv2020 as never,
    ajvFormatOptions: false,
    ajvOptionsOverrides: { ...FORM_AJV_OPTIONS, code: { formats: _`formatDefinitions` } },
    extenderFn: (ajv) => registerVocabulary(ajv),
  });
  return asModule(code);
}

export function formValidators(): Plugin {
  return {
    name: 'switchboard-form-validators',
    resolveId(id) {
      return id === PREFIX || id.startsWith(`${PREFIX}/`) ? `\0${id}` : undefined;
    },
    load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return undefined;
      const { common, resources } = readSchemas();
      this.addWatchFile(join(SCHEMAS, 'common.schema.json'));
      if (id === `\0${PREFIX}`) {
        for (const { file } of resources.values()) this.addWatchFile(file);
        const entries = [...resources.keys()].map((name) => `  ${JSON.stringify(name)}: () => import(${JSON.stringify(`${PREFIX}/${name}`)}),`);
        return `export default {\n${entries.join('\n')}\n};\n`;
      }
      const name = id.slice(`\0${PREFIX}/`.length);
      const resource = resources.get(name);
      if (!resource) throw new Error(`${PREFIX}: no schema declares the resource "${name}"`);
      this.addWatchFile(resource.file);
      return compileFormValidators(resource.schema, common);
    },
  };
}
