import { type ApiResponseSchemaHost } from '@nestjs/swagger';
import { z } from 'zod';

type SchemaObject = ApiResponseSchemaHost['schema'];

/** The OpenAPI 3.0 schema of a shared zod schema, so the docs never restate a shape. */
export function openApiSchema(schema: z.ZodType): SchemaObject {
  return z.toJSONSchema(schema, { target: 'openapi-3.0', unrepresentable: 'any' }) as SchemaObject;
}

/**
 * The content of a response whose body is a file's bytes, in each media type
 * given. Set on the success response only (not with @ApiProduces, which would
 * give the JSON error answers the file's media type too).
 */
export function fileContent(...mediaTypes: string[]): Record<string, { schema: SchemaObject }> {
  return Object.fromEntries(
    mediaTypes.map((mediaType) => [mediaType, { schema: { type: 'string', format: 'binary' } }]),
  );
}
