/**
 * The forms' Ajv settings: the server's (strict, every error at once), except strictTypes.
 * RJSF also compiles pieces of a schema on their own (an `if`, a branch of an anyOf) to decide
 * what to draw, outside the object they belong to, where strictTypes would refuse
 * `required` without `type: object`; the whole schema passes strictTypes on the server.
 * strictTypes only judges how a schema is written, never which records are valid.
 */
export const FORM_AJV_OPTIONS = { strict: true, strictTypes: false, allErrors: true } as const;
