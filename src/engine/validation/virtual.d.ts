/** The forms' validators compiled from schemas/ at build time (scripts/vite/formValidators.ts). */
declare module 'virtual:form-validators' {
  type ValidateFunctions = Record<string, (data: unknown) => boolean>;
  const loaders: Record<string, () => Promise<{ default: ValidateFunctions }>>;
  export default loaders;
}

/** Each engine list's address and its first page's request (scripts/vite/listRoutes.ts). */
declare module 'virtual:list-routes' {
  const routes: { route: string; resource: string; path: string; sort: { field: string; order: 'ASC' | 'DESC' }; ordering: string }[];
  export default routes;
}
