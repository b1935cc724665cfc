import type { ErrorSchema } from '@rjsf/utils';
import type { UserMessage } from '../../dataProvider/apiError.ts';

/** The server's field errors (the data provider's body.errors) at the form's fields. */
export function fieldErrorSchema(
  errors: Record<string, { message: string; args?: Record<string, unknown> }> | undefined,
  fields: readonly string[],
  translate: (key: string, args?: Record<string, unknown>) => string,
): { schema: ErrorSchema; elsewhere: UserMessage[] } {
  const schema: Record<string, { __errors: string[] }> = {};
  const elsewhere: UserMessage[] = [];
  for (const [field, { message, args }] of Object.entries(errors ?? {})) {
    if (fields.includes(field)) schema[field] = { __errors: [translate(message, args)] };
    else elsewhere.push({ key: message, args });
  }
  return { schema: schema as ErrorSchema, elsewhere };
}
