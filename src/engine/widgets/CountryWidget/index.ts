export { CountryWidget } from './CountryWidget.tsx';
export { useCountryOptions } from './useCountryOptions.ts';
