import { type ApiResponseSchemaHost } from '@nestjs/swagger';
import { z } from 'zod';

type SchemaObject = ApiResponseSchemaHost['schema'];

/** The OpenAPI 3.0 schema of a shared zod schema, so the docs never restate a shape. */
export function openApiSchema(schema: z.ZodType): SchemaObject {
  return z.toJSONSchema(schema, { target: 'openapi-3.0', unrepresentable: 'any' }) as SchemaObject;
}
