/** The forms' validators compiled from schemas/ at build time (scripts/vite/formValidators.ts). */
declare module 'virtual:form-validators' {
  type ValidateFunctions = Record<string, (data: unknown) => boolean>;
  const loaders: Record<string, () => Promise<{ default: ValidateFunctions }>>;
  export default loaders;
}
