import { AjvCompiler } from '@fastify/ajv-compiler';
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import type { FastifyServerOptions } from 'fastify';

type CompilersFactory = NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>;
type BuildSerializer = NonNullable<CompilersFactory['buildSerializer']>;

const selectSerializer = SerializerSelector();
/** Each response schema's serializer, by the schema object (the routes' schemas are module constants). */
const serializers = new WeakMap<object, ReturnType<ReturnType<BuildSerializer>>>();

/**
 * Fastify's own compilers (ajv for requests, fast-json-stringify for answers), shared by every app
 * this process builds, so each route's schema is compiled once, not once per app. The server
 * builds one app; the API's tests build one per test, where compiling about 70 routes' schemas was
 * half of their time. The ajv compiler pools one ajv per set of options and shared schemas (ajv
 * then compiles a schema object once); answers are cached by schema object where no shared
 * schemas or serializer options are in play (this API has none).
 */
export const compilersFactory: CompilersFactory = {
  buildValidator: AjvCompiler(),
  buildSerializer: (externalSchemas, serializerOpts) => {
    const compile = selectSerializer(externalSchemas, serializerOpts);
    const plain = Object.keys(externalSchemas ?? {}).length === 0 && Object.keys(serializerOpts ?? {}).length === 0;
    if (!plain) return compile;
    return (route) => {
      const schema = route.schema as object;
      let serialize = serializers.get(schema);
      if (serialize === undefined) {
        serialize = compile(route);
        serializers.set(schema, serialize);
      }
      return serialize;
    };
  },
};
