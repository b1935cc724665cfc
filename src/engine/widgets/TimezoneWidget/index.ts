export { TimezoneWidget } from './TimezoneWidget.tsx';
