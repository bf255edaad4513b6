import { z } from 'zod';
import { describeIssues, parseJsonField, stringifyJsonField } from './json-field.util';

const schema = z.object({ name: z.string(), count: z.number().int().min(1) });

describe('parseJsonField', () => {
  it('parses a JSON string into a typed value', () => {
    expect(parseJsonField(schema, '{"name":"run","count":2}', 'options')).toEqual({
      ok: true,
      value: { name: 'run', count: 2 },
    });
  });

  it('accepts an already parsed object', () => {
    expect(parseJsonField(schema, { name: 'run', count: 1 }, 'options').ok).toBe(true);
  });

  it('names the field when the string is not JSON', () => {
    expect(parseJsonField(schema, '{"name":', 'mapping')).toEqual({
      ok: false,
      error: 'mapping is not valid JSON',
    });
  });

  it('names the field and each path at fault when the shape is wrong', () => {
    const result = parseJsonField(schema, '{"name":5,"count":0}', 'options');
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error).toBe(
        'options is invalid: name: expected string, received number; count: Too small: expected number to be >=1',
      );
    }
  });

  it('reports a problem at the root without a path', () => {
    expect(parseJsonField(schema, '[1]', 'config')).toEqual({
      ok: false,
      error: 'config is invalid: expected object, received array',
    });
  });
});

describe('stringifyJsonField', () => {
  it('round-trips through parseJsonField', () => {
    const raw = stringifyJsonField(schema, { name: 'x', count: 3 });
    expect(parseJsonField(schema, raw, 'f')).toEqual({ ok: true, value: { name: 'x', count: 3 } });
  });

  it('refuses a value that does not fit the schema', () => {
    expect(() => stringifyJsonField(schema, { name: 'x', count: 0 })).toThrow();
  });
});

describe('describeIssues', () => {
  it('joins every issue', () => {
    const issues = schema.safeParse({}).error!.issues;
    expect(describeIssues(issues).split('; ')).toHaveLength(2);
  });
});
