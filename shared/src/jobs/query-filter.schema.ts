import { z } from 'zod';

/**
 * The small JSON filter language of `GET /api/jobs?q=` and
 * `GET /api/customscenarios?q=` (doc 1 §7, doc 3 §7): an object from field to
 * either a value (equality) or an object of operators. Example, the job list's
 * own filter: `{"state":{"nin":["succeeded","failed","canceled"]},
 * "createdAt":{"gte":"2025-05-10T09:00:00.000Z","lte":"2025-06-10T23:59:59.999Z"}}`.
 */
export const QUERY_FILTER_OPERATORS = ['eq', 'in', 'nin', 'gte', 'lte'] as const;

const queryFilterScalarSchema = z.union([z.string(), z.number(), z.boolean(), z.null()]);
export type QueryFilterScalar = z.infer<typeof queryFilterScalarSchema>;

/** Range bounds compare numbers with numbers and strings with strings (ISO timestamps sort as text). */
const queryFilterBoundSchema = z.union([z.string(), z.number()]);
export type QueryFilterBound = z.infer<typeof queryFilterBoundSchema>;

const queryFilterOperatorsSchema = z
  .strictObject({
    eq: queryFilterScalarSchema.optional(),
    in: z.array(queryFilterScalarSchema).optional(),
    nin: z.array(queryFilterScalarSchema).optional(),
    gte: queryFilterBoundSchema.optional(),
    lte: queryFilterBoundSchema.optional(),
  })
  .refine((operators) => Object.keys(operators).length > 0, { message: 'needs at least one operator' });
export type QueryFilterOperators = z.infer<typeof queryFilterOperatorsSchema>;

export const queryFilterConditionSchema = z.union([queryFilterScalarSchema, queryFilterOperatorsSchema]);
export type QueryFilterCondition = z.infer<typeof queryFilterConditionSchema>;

/** A parsed filter over the fields `F` a caller allows. */
export type QueryFilter<F extends string = string> = Partial<Record<F, QueryFilterCondition>>;
