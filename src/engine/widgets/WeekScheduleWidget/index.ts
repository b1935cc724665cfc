export { WeekScheduleWidget } from './WeekScheduleWidget.tsx';
