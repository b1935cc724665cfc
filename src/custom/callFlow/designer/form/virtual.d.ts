/** The block forms' validators compiled at build time (scripts/vite/blockValidators.ts). */
declare module 'virtual:block-validators' {
  type ValidateFunctions = Record<string, (data: unknown) => boolean>;
  const loaders: Record<string, () => Promise<{ default: ValidateFunctions }>>;
  export default loaders;
}
