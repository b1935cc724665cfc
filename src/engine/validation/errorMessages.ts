import type { RJSFValidationError } from '@rjsf/utils';
import type { UserMessage } from '../../dataProvider/apiError.ts';
import type { FieldInfo } from '../schema/fields.ts';

/** Where an error sits: `.members.0.extension` → members.0.extension (a required error's path ends in the missing property). */
const pathOfError = (error: RJSFValidationError) => error.property?.replace(/^\./, '') ?? '';

/**
 * The record's field an error belongs to: `.name` → name; required errors name the missing
 * one. Inside a list of objects it is the list (`.members.0.extension` → members), as the
 * server answers it (server/resources/validation.ts).
 */
export function fieldOfError(error: RJSFValidationError): string | undefined {
  return pathOfError(error).split(/[.[]/)[0] || undefined;
}

/**
 * The message of one schema error, as a locale key of locales/errors: the same choice, keyword
 * by keyword, as the server's toFieldErrors (server/resources/validation.ts), so that a value
 * refused by the form and by the API reads the same (tests/unit/formErrors.test.ts compares).
 * Undefined: an error that only repeats another (an `if` that failed, whose `then` says why).
 */
export function messageOfError(error: RJSFValidationError, fields: Record<string, FieldInfo>): UserMessage | undefined {
  const params = (error.params ?? {}) as Record<string, unknown>;
  const limit = params.limit;
  const field = fieldOfError(error);
  switch (error.name) {
    case 'if':
    case 'anyOf':
    case 'oneOf':
      return undefined;
    case 'required':
      return { key: 'errors.required' };
    case 'additionalProperties':
      return { key: 'errors.unknown_field' };
    case 'format':
      return { key: `errors.format_${String(params.format)}` };
    case 'maximum':
      return field && fields[field]?.definition === 'extensionNumber' ? { key: 'errors.extension_too_high' } : { key: 'errors.max_value', args: { limit } };
    case 'minimum':
      return { key: 'errors.min_value', args: { limit } };
    case 'maxLength':
      return { key: 'errors.max_length', args: { limit } };
    case 'minLength':
      return Number(limit) === 1 ? { key: 'errors.blank' } : { key: 'errors.min_length', args: { limit } };
    case 'minItems':
      return { key: 'errors.min_items', args: { limit } };
    case 'enum':
      return { key: 'errors.invalid_choice' };
    case 'uniqueItems':
      return { key: 'errors.duplicate_items' };
    default:
      return { key: 'errors.invalid' };
  }
}

/**
 * RJSF's transformErrors: each error in the user's language, at its field. A field keeps one
 * message, the first, as the server answers one per field; a type error gives way to the
 * field's other errors, which say more.
 */
export function localiseErrors(
  errors: RJSFValidationError[],
  fields: Record<string, FieldInfo>,
  translate: (key: string, args?: Record<string, unknown>) => string,
): RJSFValidationError[] {
  const seen = new Set<string>();
  const specific = errors.filter((e) => e.name !== 'type' || !errors.some((o) => o !== e && o.property === e.property && o.name !== 'type'));
  const out: RJSFValidationError[] = [];
  for (const error of specific) {
    const message = messageOfError(error, fields);
    // One message per place: per field, and per item of a list of objects (each member's own).
    const place = pathOfError(error);
    if (!message || seen.has(place)) continue;
    seen.add(place);
    const text = translate(message.key, message.args);
    out.push({ ...error, message: text, stack: text });
  }
  return out;
}
