import type { FastifyInstance, RouteShorthandOptions } from 'fastify';
import Ajv2020 from 'ajv/dist/2020.js';
import { AJV_OPTIONS, createAjv, registerVocabulary } from '../../../src/schema/ajv.ts';
import { routeSchema, type RouteContract } from '../../routes/contract/route.ts';

const compilers = new WeakMap<FastifyInstance, { bodies: Ajv2020; texts: Ajv2020 }>();

/**
 * The route options of an area's call from its contract: its schema for the description, the
 * input checked with the project's Ajv (every schema of schemas/ by its $id, query values read
 * as their types) so that bad input is answered in the catalogue's words at the field, and the
 * answer written as the handler made it (the contract describes it). The shared plugin does the
 * same for the calls of server/routes/contract/routes.ts, which it knows by path.
 */
export function contractRoute(app: FastifyInstance, contract: RouteContract): RouteShorthandOptions {
  let ajv = compilers.get(app);
  if (!ajv) {
    const texts = registerVocabulary(new Ajv2020({ ...AJV_OPTIONS, coerceTypes: true }));
    texts.addSchema(app.schemas.common);
    for (const schema of app.schemas.all.values()) texts.addSchema(schema);
    ajv = { bodies: createAjv(app.schemas), texts };
    compilers.set(app, ajv);
  }
  const { bodies, texts } = ajv;
  return {
    schema: routeSchema(contract),
    validatorCompiler: ({ schema, httpPart }) => {
      const validate = (httpPart === 'body' ? bodies : texts).compile(schema);
      // Query values are checked on a copy: read as numbers there, they stay as sent for the handler.
      return (data: unknown) => {
        const input = httpPart === 'body' ? data : { ...(data as object) };
        return validate(input) ? { value: data } : { error: Object.assign(new Error('invalid input'), { validation: validate.errors }) };
      };
    },
    serializerCompiler: () => (data) => JSON.stringify(data),
  };
}
