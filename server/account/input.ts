import { HttpError } from '../http/errors.ts';
import { serverText } from '../../core/domain/errorCatalogue.ts';
import type { FieldErrors } from '../resources/validation.ts';

export interface StringField {
  required?: boolean;
  maxLength: number;
}

/**
 * Reads the string fields of a JSON body in DRF's manner: every problem of every field at
 * once, in the catalogue's words. Other fields are left alone.
 */
export function readStrings<K extends string>(body: unknown, fields: Record<K, StringField>) {
  const input = body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
  const values: Partial<Record<K, string>> = {};
  const errors: FieldErrors = {};
  for (const [name, rule] of Object.entries(fields) as [K, StringField][]) {
    const value = input[name];
    if (value === undefined || value === null) {
      if (rule.required) errors[name] = [serverText('required')];
    } else if (typeof value !== 'string') {
      errors[name] = [serverText('invalid')];
    } else if (value === '' && rule.required) {
      errors[name] = [serverText('blank')];
    } else if (value.length > rule.maxLength) {
      errors[name] = [serverText('max_length', { limit: rule.maxLength })];
    } else {
      values[name] = value;
    }
  }
  return { values, errors };
}

export function addError(errors: FieldErrors, field: string, ...texts: string[]) {
  if (texts.length) (errors[field] ??= []).push(...texts);
}

/** Refuses the request with the v1 field errors, when there are any. */
export function refuseInvalid(errors: FieldErrors) {
  if (Object.keys(errors).length) throw new HttpError(400, errors);
}
