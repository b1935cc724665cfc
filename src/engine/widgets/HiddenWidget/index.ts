export { HiddenWidget } from './HiddenWidget.tsx';
