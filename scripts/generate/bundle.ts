import type { JsonSchema, SchemaSet } from '../../core/schema/types.ts';

/** Type and component names: `did_routing` → `DidRouting`, `phoneNumber` → `PhoneNumber`. */
export function pascal(name: string): string {
  return name.replace(/(^|[_-])([a-z0-9])/g, (_m, _sep, c: string) => c.toUpperCase()).replace(/^[a-z]/, (c) => c.toUpperCase());
}

const COMMON_REF = /^common\.schema\.json#\/\$defs\/(\w+)$/;
const LOCAL_REF = /^#\/\$defs\/(\w+)$/;
/** Another schema of schemas/, or one of its $defs (a call-flow model naming call_flow's diagram). */
const FILE_REF = /^(\w+)\.schema\.json(?:#\/\$defs\/(\w+))?$/;

/**
 * One self-contained set of definitions from schemas/: references between files become
 * references under `prefix` (#/$defs/ for the types, #/components/schemas/ for OpenAPI).
 */
export function bundle(set: SchemaSet, prefix: string): Record<string, JsonSchema> {
  const defs: Record<string, JsonSchema> = {};
  const rewrite = (node: unknown, owner: string): unknown => {
    if (Array.isArray(node)) return node.map((n) => rewrite(n, owner));
    if (!node || typeof node !== 'object') return node;
    const out: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(node)) {
      if (key === '$schema' || key === '$id' || key === '$defs') continue;
      if (key === '$ref' && typeof value === 'string') {
        const common = COMMON_REF.exec(value);
        const local = LOCAL_REF.exec(value);
        const file = FILE_REF.exec(value);
        if (common) out.$ref = `${prefix}${pascal(common[1])}`;
        else if (local) out.$ref = `${prefix}${owner}${pascal(local[1])}`;
        else if (file) out.$ref = `${prefix}${pascal(file[1])}${file[2] ? pascal(file[2]) : ''}`;
        else throw new Error(`Unsupported $ref ${value} in ${owner}`);
        continue;
      }
      out[key] = rewrite(value, owner);
    }
    return out;
  };
  // Only object definitions get a title: a titled scalar (an id, a phone number) used with a
  // sibling keyword such as readOnly would become a new numbered type at every use.
  const titled = (name: string, def: JsonSchema) => (def.type === 'object' ? { title: name } : {});
  for (const [name, def] of Object.entries((set.common.$defs ?? {}) as Record<string, JsonSchema>)) {
    defs[pascal(name)] = { ...titled(pascal(name), def), ...(rewrite(def, 'Common') as JsonSchema) };
  }
  for (const [name, schema] of set.all) {
    const typeName = pascal(name);
    for (const [defName, def] of Object.entries((schema.$defs ?? {}) as Record<string, JsonSchema>)) {
      defs[`${typeName}${pascal(defName)}`] = { ...titled(`${typeName}${pascal(defName)}`, def), ...(rewrite(def, typeName) as JsonSchema) };
    }
    if (defs[typeName]) throw new Error(`schemas/${name}.schema.json is named like common's $defs entry ${typeName}: rename one`);
    defs[typeName] = { ...(rewrite(schema, typeName) as JsonSchema), title: typeName };
  }
  return defs;
}
