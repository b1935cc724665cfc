export { ReferencesWidget } from './ReferencesWidget.tsx';
