export { DateTimeWidget } from './DateTimeWidget.tsx';
