export { ExpiryDateWidget } from './ExpiryDateWidget.tsx';
