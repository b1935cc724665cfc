/** The forms' Ajv settings live with the one Ajv set-up (src/schema/ajvOptions.ts). */
export { FORM_AJV_OPTIONS } from '../../schema/ajvOptions.ts';
