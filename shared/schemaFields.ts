// A zod schema's fields, read from each definition's kind (zod 4's `def.type`): the API docs and
// the realtime catalogue's test list the same fields the same way.
import type { z } from './zod';

const WRAPPERS = new Set(['nullable', 'optional', 'default']);

export const kindOf = (type: z.ZodType): string => type.def.type;

/** What a nullable, optional or defaulted schema wraps (the schema itself otherwise). */
export function innerOf(type: z.ZodType): z.ZodType {
  return (type.def as unknown as { innerType: z.ZodType }).innerType;
}

/** The schema under all its nullable, optional and default wrappers. */
export function unwrapped(type: z.ZodType): z.ZodType {
  return WRAPPERS.has(kindOf(type)) ? unwrapped(innerOf(type)) : type;
}

/** An array schema's item schema. */
export const elementOf = (type: z.ZodType): z.ZodType =>
  (type.def as unknown as { element: z.ZodType }).element;

export interface SchemaField {
  /** `name`, nested objects' fields as `outer.inner`, array items' as `outer[].inner`. */
  path: string;
  schema: z.ZodType;
}

/** Every field of an object schema (or of an array's items), nested ones after their parent. */
export function fieldsOf(type: z.ZodType, prefix = ''): SchemaField[] {
  const inner = unwrapped(type);
  if (kindOf(inner) === 'array') return fieldsOf(elementOf(inner), `${prefix}[]`);
  if (kindOf(inner) !== 'object') return [];
  const shape = (inner.def as unknown as { shape: Record<string, z.ZodType> }).shape;
  return Object.entries(shape).flatMap(([name, schema]) => {
    const path = prefix ? `${prefix}.${name}` : name;
    return [{ path, schema }, ...fieldsOf(schema, path)];
  });
}
