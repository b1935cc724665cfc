export { LanguageWidget } from './LanguageWidget.tsx';
