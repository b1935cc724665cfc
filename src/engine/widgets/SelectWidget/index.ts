export { SelectWidget } from './SelectWidget.tsx';
