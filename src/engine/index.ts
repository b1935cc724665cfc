/**
 * The schema UI engine: configuration areas drawn from schemas/ (lists, one form for create
 * and edit, widgets), routed at the spec's addresses. docs/architecture.md maps its folders.
 */
export { AreaRoutes } from './routes/AreaRoutes.tsx';
export { CreateRecordPage, EditRecordPage, FormSuspense } from './routes/EnginePages.tsx';
export type { Area, AreaPageProps, RecordPageProps } from './routes/area.ts';
export { registerScreen } from './routes/screens.ts';
export { areaPaths, type AreaPaths } from './form/paths.ts';
export { ResourceList } from './list/ResourceList.tsx';
export { definitionOf } from './schema/catalogue.ts';
export { dataProvider } from './data/dataProvider.ts';
