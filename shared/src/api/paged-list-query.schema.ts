import { z } from 'zod';

/**
 * The most items one call of a paged list returns (chosen): the customer-id
 * allow list, the devices under test and the experiments. `skip` pages past them.
 */
export const PAGED_LIST_MAX_LIMIT = 100;

/** The furthest `skip` may page (chosen, as the user-defined test list's). */
const PAGED_LIST_MAX_SKIP = 1_000_000;

/**
 * The query of a paged list: a `q` filter (the job list's JSON filter
 * language, parseQueryFilter) on the listed items' own fields, at most
 * `limit` items, after skipping `skip`.
 */
export const pagedListQuerySchema = z.object({
  q: z.string().max(4000, 'q is too long').optional(),
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(PAGED_LIST_MAX_LIMIT, `limit must be at most ${PAGED_LIST_MAX_LIMIT}`)
    .default(PAGED_LIST_MAX_LIMIT),
  skip: z.coerce
    .number({ error: 'skip must be a number' })
    .int('skip must be a whole number')
    .min(0, 'skip must be at least 0')
    .max(PAGED_LIST_MAX_SKIP, `skip must be at most ${PAGED_LIST_MAX_SKIP}`)
    .default(0),
});
export type PagedListQuery = z.infer<typeof pagedListQuerySchema>;

/** Refusals of a filter value of the wrong kind (chosen wording, as the job list's badDate). */
export const PAGED_LIST_MESSAGES = {
  needsText: (field: string) => `Filter field "${field}" needs text`,
  needsNumber: (field: string) => `Filter field "${field}" needs a number`,
} as const;
