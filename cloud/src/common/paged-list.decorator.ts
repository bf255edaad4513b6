import { applyDecorators, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiQuery } from '@nestjs/swagger';
import { PAGED_LIST_MAX_LIMIT, pagedListQuerySchema, restErrorBodySchema } from '@oak/shared';
import { type z } from 'zod';
import { openApiSchema } from './openapi-schema.util';
import { ZodPipe } from './zod-body.pipe';

/** What a paged list route says of itself in the OpenAPI document. */
export interface PagedListDoc {
  readonly summary: string;
  /** The list's items (an array schema). */
  readonly schema: z.ZodType;
  /** The fields `q` filters on. */
  readonly fields: readonly string[];
  /** A `q` a reader can copy. */
  readonly example: string;
  /** What the list holds, before the paging rules. */
  readonly before?: string;
  /** After the paging rules: its order, why it is read-only, ... */
  readonly after?: string;
}

/**
 * A paged list route of the job list's kind (doc 3 §7 lists them): `q` a
 * JSON filter on `fields`, `limit` and `skip` a page; a 400 names what it
 * cannot read. One declaration for every such list, so they read the same.
 */
export function ApiPagedList(doc: PagedListDoc): MethodDecorator & ClassDecorator {
  const paging = `q filters as the job list's does, on ${doc.fields.join(', ')} (e.g. ${doc.example}); limit (1 to ${PAGED_LIST_MAX_LIMIT}) and skip page.`;
  return applyDecorators(
    ApiOperation({
      summary: doc.summary,
      description: [doc.before, paging, doc.after].filter(Boolean).join(' '),
    }),
    ApiQuery({ name: 'q', required: false, type: String }),
    ApiQuery({ name: 'limit', required: false, type: Number }),
    ApiQuery({ name: 'skip', required: false, type: Number }),
    ApiOkResponse({ schema: openApiSchema(doc.schema) }),
    ApiBadRequestResponse({
      description: 'A filter, limit or skip it cannot read, and why.',
      schema: openApiSchema(restErrorBodySchema),
    }),
  );
}

/** The query of a paged list (`q`, `limit`, `skip`), read with its defaults or refused with a 400. */
export const PagedQuery = (): ParameterDecorator => Query(new ZodPipe(pagedListQuerySchema, 'The query'));
