import { ArrayFieldItemTemplate } from './ArrayFieldItemTemplate.tsx';
import { ArrayFieldTemplate } from './ArrayFieldTemplate.tsx';
import { FieldHelpTemplate } from './FieldHelpTemplate.tsx';
import { ObjectFieldTemplate } from './ObjectFieldTemplate.tsx';

/** The templates every RJSF form of the portal uses: the area forms and the designer's block forms alike. */
export const FORM_TEMPLATES = { ObjectFieldTemplate, ArrayFieldTemplate, ArrayFieldItemTemplate, FieldHelpTemplate };
