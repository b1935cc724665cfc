/** The forms' Ajv settings live with the one Ajv set-up (core/schema/ajvOptions.ts). */
export { FORM_AJV_OPTIONS } from '../../../core/schema/ajvOptions.ts';
