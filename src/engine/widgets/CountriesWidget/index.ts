export { CountriesWidget } from './CountriesWidget.tsx';
