import precompiled from 'virtual:form-validators';
import { createPrecompiledValidator } from '@rjsf/validator-ajv8';
import type { ValidatorType } from '@rjsf/utils';
import type { ResourceDefinition } from '../schema/definition.ts';

const cache = new WeakMap<object, Promise<ValidatorType>>();

async function load(definition: ResourceDefinition): Promise<ValidatorType> {
  const loader = precompiled[definition.name];
  if (loader) {
    const functions = (await loader()).default;
    try {
      const validator = createPrecompiledValidator(functions, definition.formSchema as object);
      // RJSF also asks with roots it derived itself (conditions of an allOf resolved against the
      // data). Every piece it asks about is compiled by its own hash and refers to nothing
      // outside itself (inline.ts), so the root it names changes nothing.
      Object.assign(validator, { ensureSameRootSchema: () => true });
      return validator;
    } catch {
      // The build compiled another version of this schema: compile this one here.
    }
  }
  const { runtimeValidator } = await import('./runtimeValidator.ts');
  return runtimeValidator();
}

/** The validator of a resource's form: the build's compiled one when the schema is the file's. */
export function loadValidator(definition: ResourceDefinition): Promise<ValidatorType> {
  let validator = cache.get(definition.formSchema);
  if (!validator) {
    validator = load(definition);
    cache.set(definition.formSchema, validator);
  }
  return validator;
}
