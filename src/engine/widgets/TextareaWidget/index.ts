export { TextareaWidget } from './TextareaWidget.tsx';
