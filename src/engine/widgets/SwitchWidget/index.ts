export { SwitchWidget } from './SwitchWidget.tsx';
