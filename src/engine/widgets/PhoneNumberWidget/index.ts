export { PhoneNumberWidget } from './PhoneNumberWidget.tsx';
