export { DateRangesWidget } from './DateRangesWidget.tsx';
