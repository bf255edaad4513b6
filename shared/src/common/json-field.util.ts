import { type z } from 'zod';
import { type Result, err, ok } from './result';

/**
 * Parses a field the spec stores as a JSON string (job options and mapping,
 * a custom scenario's config) into a typed value, or an error naming the field
 * and what is wrong with it.
 */
export function parseJsonField<S extends z.ZodType>(
  schema: S,
  raw: unknown,
  field: string,
): Result<z.infer<S>> {
  let value: unknown = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw);
    } catch {
      return err(`${field} is not valid JSON`);
    }
  }
  const parsed = schema.safeParse(value);
  if (parsed.success) return ok(parsed.data);
  return err(`${field} is invalid: ${describeIssues(parsed.error.issues)}`);
}

/** Serialises a value for a JSON-string field, after checking it against its schema. */
export function stringifyJsonField<S extends z.ZodType>(schema: S, value: z.input<S>): string {
  return JSON.stringify(schema.parse(value));
}

/** One line naming each problem by its path, e.g. `testOptions.scenarioType: Invalid option`. */
export function describeIssues(issues: readonly z.core.$ZodIssue[]): string {
  return issues
    .map((issue) => {
      const message = issue.message.replace(/^Invalid input: /, '');
      return issue.path.length ? `${issue.path.join('.')}: ${message}` : message;
    })
    .join('; ');
}
