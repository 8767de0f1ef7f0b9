/**
 * Request bodies and query strings are strict: a field the route's schema does not name is refused
 * with 400 and that field in the error envelope, instead of being dropped without a word (decision 008).
 *
 * The module schemas stay plain `z.object`s (response schemas reuse them and must not turn strict);
 * one onRoute hook swaps each route's body and querystring schema for a strict copy before Fastify
 * compiles the validator and before the OpenAPI document reads it, so the document says
 * `additionalProperties: false` exactly where the API refuses extra fields.
 */
import type { FastifyInstance, FastifySchema } from 'fastify';
import { type ZodType, z } from 'zod';

// Internal definition fields the copy rebuilds; typed loosely because zod's own def types are per kind.
interface LooseDef {
  type: string;
  shape?: Record<string, ZodType>;
  catchall?: ZodType;
  innerType?: ZodType;
  element?: ZodType;
  options?: ZodType[];
  in?: ZodType;
}

const strictCopies = new WeakMap<ZodType, ZodType>();

/** A copy of `schema` whose objects, at any depth, refuse keys they do not declare. */
export function strictSchema<T extends ZodType>(schema: T): T {
  const known = strictCopies.get(schema);
  if (known) return known as T;
  const copy = copyStrict(schema);
  // describe()/meta() live in the global registry keyed by the instance: carry them to the copy.
  const meta = z.globalRegistry.get(schema);
  if (copy !== schema && meta) {
    const { id: _id, ...rest } = meta; // an id names one schema only
    z.globalRegistry.add(copy, rest);
  }
  strictCopies.set(schema, copy);
  return copy as T;
}

function copyStrict(schema: ZodType): ZodType {
  const def = schema._zod.def as unknown as LooseDef;
  const clone = (changes: Partial<LooseDef>) => schema.clone({ ...schema._zod.def, ...changes } as never);
  switch (def.type) {
    case 'object': {
      const shape = Object.fromEntries(
        Object.entries(def.shape ?? {}).map(([key, value]) => [key, strictSchema(value)]),
      );
      // An object that chose a catchall (passthrough, a record-like tail) keeps it.
      return clone({ shape, catchall: def.catchall ?? z.never() });
    }
    case 'optional':
    case 'nullable':
    case 'nonoptional':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
      return def.innerType ? clone({ innerType: strictSchema(def.innerType) }) : schema;
    case 'array':
      return def.element ? clone({ element: strictSchema(def.element) }) : schema;
    case 'union':
      return def.options ? clone({ options: def.options.map((option) => strictSchema(option)) }) : schema;
    case 'pipe':
      return def.in ? clone({ in: strictSchema(def.in) }) : schema;
    default:
      // Intersections stay as written: each side would refuse the other side's keys.
      return schema;
  }
}

function isZod(value: unknown): value is ZodType {
  return typeof value === 'object' && value !== null && '_zod' in value;
}

/** Makes the body and querystring schema of every route registered after this call strict. */
export function registerStrictRequests(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const schema = route.schema as FastifySchema | undefined;
    if (!schema) return;
    if (isZod(schema.body)) schema.body = strictSchema(schema.body);
    if (isZod(schema.querystring)) schema.querystring = strictSchema(schema.querystring);
  });
}
