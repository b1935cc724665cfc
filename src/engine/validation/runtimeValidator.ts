import Ajv2020 from 'ajv/dist/2020.js';
import { customizeValidator } from '@rjsf/validator-ajv8';
import type { ValidatorType } from '@rjsf/utils';
import { FORM_AJV_OPTIONS, registerVocabulary } from '../../../core/schema/ajv.ts';

/**
 * A validator that compiles its schema when first used: for a schema the build did not see
 * (a copy with a field added, in tests). The portal's pages never need it in the browser,
 * where the Content Security Policy forbids compiling code, and only load it if they do.
 */
export function runtimeValidator(): ValidatorType {
  return customizeValidator({
    AjvClass: Ajv2020 as never,
    ajvFormatOptions: false,
    ajvOptionsOverrides: FORM_AJV_OPTIONS,
    extenderFn: (ajv) => registerVocabulary(ajv),
  });
}
