import precompiled from 'virtual:block-validators';
import { createPrecompiledValidator } from '@rjsf/validator-ajv8';
import type { ValidatorType } from '@rjsf/utils';
import type { BlockKind } from '../../../../../core/callFlow/types.ts';
import { formSchemaOf } from './formSchema.ts';

const cache = new WeakMap<object, Promise<ValidatorType>>();

async function load(kind: BlockKind): Promise<ValidatorType> {
  const loader = precompiled[kind.type];
  if (loader) {
    const functions = (await loader()).default;
    try {
      const validator = createPrecompiledValidator(functions, formSchemaOf(kind) as object);
      // As the engine's forms (loadValidator.ts): each piece RJSF asks about is compiled by its own hash.
      Object.assign(validator, { ensureSameRootSchema: () => true });
      return validator;
    } catch {
      // The build compiled another version of this schema: compile this one here (tests, dev).
    }
  }
  const { runtimeValidator } = await import('../../../../engine/validation/runtimeValidator.ts');
  return runtimeValidator();
}

/** The validator of a block kind's form: the build's compiled one (the CSP forbids compiling here). */
export function loadBlockValidator(kind: BlockKind): Promise<ValidatorType> {
  let validator = cache.get(kind.schema);
  if (!validator) {
    validator = load(kind);
    cache.set(kind.schema, validator);
  }
  return validator;
}
