import Ajv2020 from 'ajv/dist/2020.js';
import type Ajv from 'ajv';
import { FORMATS } from '../domain/formats.ts';
import { KEYWORDS } from './keywords.ts';
import type { SchemaSet } from './types.ts';
import { AJV_OPTIONS } from './ajvOptions.ts';

export { AJV_OPTIONS, FORM_AJV_OPTIONS } from './ajvOptions.ts';

/** Registers the project's keywords and formats on an Ajv instance: every Ajv of the project goes through here. */
export function registerVocabulary<T extends Ajv>(ajv: T): T {
  for (const [keyword, metaSchema] of Object.entries(KEYWORDS)) {
    ajv.addKeyword({ keyword, metaSchema });
  }
  for (const [format, validate] of Object.entries(FORMATS)) {
    ajv.addFormat(format, { type: 'string', validate });
  }
  return ajv;
}

/** The Ajv of the API (and of the seed, the bench and the tests): every schema of the set, by $id. */
export function createAjv(set: SchemaSet) {
  const ajv = registerVocabulary(new Ajv2020(AJV_OPTIONS));
  ajv.addSchema(set.common);
  for (const schema of set.all.values()) ajv.addSchema(schema);
  return ajv;
}
