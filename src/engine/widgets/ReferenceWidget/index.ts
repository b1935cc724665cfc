export { ReferenceWidget } from './ReferenceWidget.tsx';
export { ReferenceAutocomplete } from './ReferenceAutocomplete.tsx';
export { useReferenceLabels } from './useReferenceLabels.ts';
