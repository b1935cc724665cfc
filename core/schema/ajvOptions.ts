/** The settings of every Ajv of the project, kept apart from Ajv itself so that reading them loads no compiler. */

/** The API's settings: strict (no unknown keyword or format), every error at once, defaults filled in. */
export const AJV_OPTIONS = { strict: true, allErrors: true, useDefaults: true } as const;

/**
 * The forms' settings: the API's, except strictTypes and defaults (RJSF fills those itself).
 * RJSF also compiles pieces of a schema on their own (an `if`, a branch of an anyOf) to decide
 * what to draw, outside the object they belong to, where strictTypes would refuse `required`
 * without `type: object`; the whole schema passes strictTypes on the server. strictTypes only
 * judges how a schema is written, never which records are valid.
 */
export const FORM_AJV_OPTIONS = { strict: true, strictTypes: false, allErrors: true } as const;
