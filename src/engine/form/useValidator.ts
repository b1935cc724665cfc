import { useEffect, useState } from 'react';
import type { ValidatorType } from '@rjsf/utils';
import type { ResourceDefinition } from '../schema/definition.ts';
import { loadValidator } from '../validation/loadValidator.ts';

/** The resource's validator, once its compiled code has loaded. */
export function useValidator(definition: ResourceDefinition): ValidatorType | undefined {
  const [loaded, setLoaded] = useState<{ schema: object; validator: ValidatorType }>();
  useEffect(() => {
    let current = true;
    void loadValidator(definition).then((validator) => {
      if (current) setLoaded({ schema: definition.formSchema, validator });
    });
    return () => {
      current = false;
    };
  }, [definition]);
  return loaded?.schema === definition.formSchema ? loaded.validator : undefined;
}
