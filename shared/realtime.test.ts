// The realtime catalogue documents itself: docs/api.md lists every field's one-line doc.
import { describe, expect, it } from 'vitest';
import { clientEvents, serverEventRooms, serverEventSchemas } from './realtime';
import { fieldsOf } from './schemaFields';
import { z } from './zod';

/** The paths of fields (nested objects and arrays included) that carry no `.describe` text. */
function undocumented(schema: z.ZodType, path: string): string[] {
  return fieldsOf(schema)
    .filter((field) => !field.schema.description)
    .map((field) => `${path}.${field.path}`);
}

describe('the realtime catalogue', () => {
  it('documents every server event, its rooms and every field of its payload', () => {
    for (const [name, schema] of Object.entries(serverEventSchemas)) {
      expect(schema.description, name).toBeTruthy();
      expect(serverEventRooms[name as keyof typeof serverEventRooms], name).toBeTruthy();
      expect(undocumented(schema, name)).toEqual([]);
    }
  });

  it('documents every client event, the fields of its input and of its reply', () => {
    for (const [name, spec] of Object.entries(clientEvents)) {
      expect(spec.doc, name).toBeTruthy();
      expect(undocumented(spec.input, `${name} input`)).toEqual([]);
      expect(undocumented(spec.reply, `${name} reply`)).toEqual([]);
    }
  });

  it('finds an undocumented field, nested ones too', () => {
    const schema = z.object({
      a: z.number().describe('documented'),
      b: z.array(z.object({ c: z.string() })).describe('documented'),
    });
    expect(undocumented(schema, 'x')).toEqual(['x.b[].c']);
  });
});
