/**
 * Locale keys of a resource's texts (react-admin's convention, locales/resources/):
 * resources.<resource>.name (singular |||| plural), .fields.<field>, .values.<field>.<value>,
 * .help.<field> (optional help under an input), and the engine's own texts under `engine`.
 */
export const resourceName = (resource: string) => `resources.${resource}.name`;

/** An area's name for its records ("Extensions"): its list's heading, and the page frame's while the list loads. */
export const namesOf = (translate: (key: string, options?: Record<string, unknown>) => string, resource: string) =>
  translate(resourceName(resource), { smart_count: 2, _: resource });
export const fieldLabel = (resource: string, field: string) => `resources.${resource}.fields.${field}`;
export const valueLabel = (resource: string, field: string, value: unknown) => `resources.${resource}.values.${field}.${String(value)}`;
export const fieldHelp = (resource: string, field: string) => `resources.${resource}.help.${field}`;
