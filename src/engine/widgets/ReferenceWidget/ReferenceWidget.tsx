import type { WidgetProps } from '@rjsf/utils';
import type { JsonSchema } from '../../schema/types.ts';
import { engineContext } from '../formContext.ts';
import { ReferenceAutocomplete } from './ReferenceAutocomplete.tsx';

/** ui:options a reference selector reads from the UI schema. */
export interface ReferenceOptions {
  /** Lookup filters, e.g. { draft: 'false' } for call flows that can take calls. */
  filters?: Record<string, string>;
  /** An API path that lists the options instead of the resource's list, e.g. /v3/role/grantable/. */
  lookup?: string;
}

/** One record of another resource (x-reference), chosen by its label. */
export function ReferenceWidget(props: WidgetProps) {
  const { id, name, value, onChange, label, required, disabled, readonly, rawErrors, schema, registry, options } = props;
  const context = engineContext(registry);
  const resource = (schema as JsonSchema)['x-reference']?.resource ?? '';
  return (
    <ReferenceAutocomplete
      id={id}
      resource={resource}
      value={value}
      onChange={(next) => onChange(next ?? options.emptyValue)}
      label={label}
      required={required}
      disabled={disabled || readonly}
      error={Boolean(rawErrors?.length)}
      // A record never refers to itself (a call flow jumping to itself, a group its own parent).
      exclude={resource === context.resource ? context.recordId : undefined}
      filters={(options as ReferenceOptions).filters}
      lookupPath={(options as ReferenceOptions).lookup}
      shownErrors={rawErrors}
      // Only a field of the record itself: a member row's `extension` is not the record's own.
      onUnresolved={(unresolved) => id === `${context.resource}_${name}` && context.setUnresolved(name, unresolved)}
    />
  );
}
